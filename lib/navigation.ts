// Every menu and the footer render these lists (decision 0006).
import { productPath, products, type ProductSlug } from "./products.ts";
import type { Copy } from "./i18n/copy.ts";
import { settings, telHref } from "./settings.ts";

export const sitePaths = {
  pricing: "/pricing",
  useCases: "/use-cases",
  team: "/team",
  security: "/security",
  distributors: "/distributors",
  contact: "/contact",
} as const;

export function productLinks(custom: boolean) {
  return products()
    .filter(({ kind }) => (kind === "custom") === custom)
    .map(({ slug }) => ({ slug, path: productPath(slug) }));
}

type HeaderLabel = keyof Copy["header"];

export const headerLinks = [
  { label: "pricing", path: sitePaths.pricing },
  { label: "useCases", path: sitePaths.useCases },
] as const satisfies readonly { label: HeaderLabel; path: string }[];

export const companyLinks = [
  { label: "about", path: sitePaths.team },
  { label: "security", path: sitePaths.security },
  { label: "distributors", path: sitePaths.distributors },
] as const satisfies readonly { label: HeaderLabel; path: string }[];

export const contactLink = {
  label: "moreInformation",
  path: sitePaths.contact,
} as const satisfies { label: HeaderLabel; path: string };

type BannerLabel = keyof Copy["common"]["banner"];

/** Shown as their own text; the label is for screen readers. */
export const contactDetails = [
  { label: "phone", kind: "phone", href: telHref(settings.phone), text: settings.phone },
  { label: "email", kind: "email", href: `mailto:${settings.email}`, text: settings.email },
] as const satisfies readonly { label: BannerLabel; kind: string; href: string; text: string }[];

export const accountLinks = [
  { label: "signIn", href: settings.app.signIn },
  { label: "signUp", href: settings.app.signUp },
] as const satisfies readonly { label: BannerLabel; href: string }[];

type FooterLabel = keyof Copy["footer"]["links"];

export type FooterLink =
  | { kind: "product"; slug: ProductSlug; path: string }
  | { kind: "internal"; label: FooterLabel; path: string }
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
