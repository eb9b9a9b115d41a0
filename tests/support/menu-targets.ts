import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { productPath, productSlugs } from "../../lib/products.ts";
import { settings, telHref } from "../../lib/settings.ts";
import { copy } from "./copy.ts";

export interface MenuTarget {
  /** What the test calls it in its messages. */
  name: string;
  href: string;
  /** A page of the site: a tap must land on it. */
  internal: boolean;
}

/**
 * What the mobile menu puts one tap away in a language: each solution, "Request
 * information", the phone, the e-mail, and the application's sign-in and sign-up.
 */
export function menuTargets(lng: Language): MenuTarget[] {
  const products = copy(lng, "products");
  const banner = copy(lng, "common").banner;
  return [
    ...productSlugs().map((slug) => ({
      name: products[slug].name as string,
      href: localizePath(productPath(slug), lng),
      internal: true,
    })),
    {
      name: copy(lng, "header").moreInformation,
      href: localizePath("/contact", lng),
      internal: true,
    },
    { name: banner.phone, href: telHref(settings.phone), internal: false },
    { name: banner.email, href: `mailto:${settings.email}`, internal: false },
    { name: banner.signIn, href: settings.app.signIn, internal: false },
    { name: banner.signUp, href: settings.app.signUp, internal: false },
  ];
}
