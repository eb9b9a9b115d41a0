import { copyPage } from "@/components/sections/copy-page";

const page = copyPage("/use-cases", "use-cases");
export const generateMetadata = page.generateMetadata;
export default page.Page;
