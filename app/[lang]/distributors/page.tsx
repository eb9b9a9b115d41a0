import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/distributors", "distributors");
export const generateMetadata = page.generateMetadata;
export default page.Page;
