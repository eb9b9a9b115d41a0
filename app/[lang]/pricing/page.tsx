import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/pricing", "pricing");
export const generateMetadata = page.generateMetadata;
export default page.Page;
