import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/contact", "contact");
export const generateMetadata = page.generateMetadata;
export default page.Page;
