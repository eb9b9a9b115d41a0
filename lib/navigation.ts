/**
 * The site's navigation, in one place: the header, the mobile menu, the top banner and the
 * footer all render these lists. Labels are keys of the copy (header.json, common.json's
 * banner, footer.json); a product is always named by `products:{slug}.name`.
 */
import { productPath, products, type ProductSlug } from "./products.ts";
import type { Copy } from "./i18n/copy.ts";
import { settings, telHref } from "./settings.ts";

/** The pages navigation leads to: every list below takes its paths from here. */
export const sitePaths = {
  pricing: "/pricing",
  useCases: "/use-cases",
  team: "/team",
  security: "/security",
  distributors: "/distributors",
  contact: "/contact",
} as const;

/** The menus' products: the ready-made ones, then those made to a protocol (custom). */
export function productLinks(custom: boolean) {
  return products()
    .filter(({ kind }) => (kind === "custom") === custom)
    .map(({ slug }) => ({ slug, path: productPath(slug) }));
}

type HeaderLabel = keyof Copy["header"];

/** The header's links after the products menu, the last one its call to action. */
export const headerLinks = [
  { label: "pricing", path: sitePaths.pricing },
  { label: "useCases", path: sitePaths.useCases },
] as const satisfies readonly { label: HeaderLabel; path: string }[];

/** The company's pages: the mobile menu lists them after the header's links. */
export const companyLinks = [
  { label: "about", path: sitePaths.team },
  { label: "security", path: sitePaths.security },
  { label: "distributors", path: sitePaths.distributors },
] as const satisfies readonly { label: HeaderLabel; path: string }[];

/** "Request information": the header's button and the mobile menu's button. */
export const contactLink = {
  label: "moreInformation",
  path: sitePaths.contact,
} as const satisfies { label: HeaderLabel; path: string };

type BannerLabel = keyof Copy["common"]["banner"];

/**
 * The top banner's contact details, shown as their own text (the label is for screen readers):
 * the banner from the md breakpoint up, the mobile menu below it.
 */
export const contactDetails = [
  { label: "phone", kind: "phone", href: telHref(settings.phone), text: settings.phone },
  { label: "email", kind: "email", href: `mailto:${settings.email}`, text: settings.email },
] as const satisfies readonly { label: BannerLabel; kind: string; href: string; text: string }[];

/** The external application's account links, the last one its call to action. */
export const accountLinks = [
  { label: "signIn", href: settings.app.signIn },
  { label: "signUp", href: settings.app.signUp },
] as const satisfies readonly { label: BannerLabel; href: string }[];

type FooterLabel = keyof Copy["footer"]["links"];

export type FooterLink =
  | { kind: "product"; slug: ProductSlug; path: string }
  | { kind: "internal"; label: FooterLabel; path: string }
  /** Another site: opens in a new tab. */
  | { kind: "external"; label: FooterLabel; href: string };

export interface FooterColumn {
  title: keyof Copy["footer"]["columns"];
  links: readonly FooterLink[];
}

const internal = (label: FooterLabel, path: string) => ({ kind: "internal", label, path }) as const;
const external = (label: FooterLabel, href: string) => ({ kind: "external", label, href }) as const;

export const footerColumns = (): readonly FooterColumn[] => [
  {
    title: "products",
    links: [...productLinks(false), ...productLinks(true)].map((link) => ({
      kind: "product",
      ...link,
    })),
  },
  { title: "support", links: [external("documentation", settings.links.documentation)] },
  {
    title: "enterprise",
    links: [
      internal("about", sitePaths.team),
      internal("contact", sitePaths.contact),
      external("patents", settings.links.patents),
      internal("pricing", sitePaths.pricing),
      internal("distributors", sitePaths.distributors),
      internal("security", sitePaths.security),
    ],
  },
  {
    title: "legal",
    links: [
      internal("legalNotice", "/legal-notice"),
      external("privacy", settings.links.privacy),
      external("terms", settings.links.terms),
    ],
  },
];
