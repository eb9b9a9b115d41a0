import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/team", "team");
export const generateMetadata = page.generateMetadata;
export default page.Page;
