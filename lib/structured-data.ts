import type { Language } from "./i18n/languages.ts";
import { localizePath } from "./i18n/languages.ts";
import { absoluteUrl, ogImagePath } from "./seo.ts";
import { settings } from "./settings.ts";

export function organizationData(lng: Language, description: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${settings.siteUrl}/#organization`,
    name: settings.companyName,
    url: absoluteUrl(localizePath("/", lng)),
    logo: absoluteUrl(settings.icon),
    description,
    email: settings.email,
    telephone: settings.phone,
    sameAs: [settings.links.socialNetwork],
  };
}

export function productData(
  lng: Language,
  route: string,
  product: { name: string; description: string; category: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    category: product.category,
    url: absoluteUrl(localizePath(route, lng)),
    image: absoluteUrl(ogImagePath(route, lng)),
    brand: { "@type": "Brand", name: settings.companyName },
    manufacturer: { "@id": `${settings.siteUrl}/#organization` },
  };
}
