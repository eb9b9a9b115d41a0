import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/", "home");
export const generateMetadata = page.generateMetadata;
export default page.Page;
