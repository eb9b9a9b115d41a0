/**
 * The site's navigation, in one place: the header, the mobile menu and the footer all render
 * these lists. Labels are keys of the copy (header.json, footer.json); a solution is always
 * named by `products:{slug}.name`.
 */
import { solutionPath, solutionSlugs, type SolutionSlug } from "./catalogue";
import type { Messages } from "./i18n/messages";
import { settings } from "./settings";

export interface SolutionLink {
  slug: SolutionSlug;
  path: string;
}

/** Every list of solutions shows the six products, then custom devices. */
export const solutionLinks: readonly SolutionLink[] = solutionSlugs.map((slug) => ({
  slug,
  path: solutionPath(slug),
}));

type HeaderLabel = keyof Messages["header"];

/** The header's links after the solutions menu, the last one its call to action. */
export const headerLinks = [
  { label: "pricing", path: "/pricing" },
  { label: "useCases", path: "/use-cases" },
] as const satisfies readonly { label: HeaderLabel; path: string }[];

/** "Request information": the header's button and the mobile menu's last entry. */
export const contactLink = {
  label: "moreInformation",
  path: "/contact",
} as const satisfies { label: HeaderLabel; path: string };

type FooterLabel = keyof Messages["footer"]["links"];

export type FooterLink =
  | { kind: "solution"; slug: SolutionSlug; path: string }
  | { kind: "internal"; label: FooterLabel; path: string }
  /** Another site: opens in a new tab. */
  | { kind: "external"; label: FooterLabel; href: string };

export interface FooterColumn {
  title: keyof Messages["footer"]["columns"];
  links: readonly FooterLink[];
}

const internal = (label: FooterLabel, path: string): FooterLink => ({
  kind: "internal",
  label,
  path,
});
const external = (label: FooterLabel, href: string): FooterLink => ({
  kind: "external",
  label,
  href,
});

export const footerColumns: readonly FooterColumn[] = [
  { title: "solutions", links: solutionLinks.map((link) => ({ kind: "solution", ...link })) },
  { title: "support", links: [external("documentation", settings.links.documentation)] },
  {
    title: "enterprise",
    links: [
      internal("about", "/team"),
      internal("contact", "/contact"),
      external("patents", settings.links.patents),
      internal("pricing", "/pricing"),
      internal("distributors", "/distributors"),
      internal("security", "/security"),
    ],
  },
  {
    title: "regulation",
    links: [
      internal("legalNotice", "/legal-notice"),
      external("privacy", settings.links.privacy),
      external("terms", settings.links.terms),
    ],
  },
];
