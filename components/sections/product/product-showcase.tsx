import { PlatformShowcase } from "@/components/product-ui/platform-showcase";
import type { ProductSlug } from "@/lib/products";
import type { Language } from "@/lib/i18n/languages";
import { DeviceShowcase } from "./device-showcase";

/** What the product looks like and what it gives: the software's screens, or the device and its output. */
export function ProductShowcase({ lng, slug }: { lng: Language; slug: ProductSlug }) {
  return slug === "copilot" || slug === "echo" ? (
    <PlatformShowcase lng={lng} slug={slug} />
  ) : (
    <DeviceShowcase lng={lng} slug={slug} />
  );
}
