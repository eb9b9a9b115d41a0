import { solutionPath, solutionSlugs } from "./catalogue";

/**
 * Every page of the site, by its language-neutral path (the English URL; French is the same
 * under /fr), with where its title and description live: `{prefix}.meta.*` of namespace `ns`.
 * The sitemap, the page metadata, the Open Graph images and the route tests all read this.
 */
export interface PageEntry {
  route: string;
  ns: string;
  prefix?: string;
}

export const pages: readonly PageEntry[] = [
  { route: "/", ns: "home" },
  ...solutionSlugs.map((slug) => ({ route: solutionPath(slug), ns: "solutions", prefix: slug })),
  { route: "/pricing", ns: "pricing" },
  { route: "/use-cases", ns: "use-cases" },
  { route: "/team", ns: "team" },
  { route: "/contact", ns: "contact" },
  { route: "/distributors", ns: "distributors" },
];

export const allRoutes: readonly string[] = pages.map((page) => page.route);

export function pageEntry(route: string): PageEntry {
  const entry = pages.find((page) => page.route === route);
  if (!entry) throw new Error(`No page registered at "${route}" (lib/pages.ts)`);
  return entry;
}

/** The key of a page's title or description: `meta.title`, `pixel.meta.title`... */
export function metaKey(entry: PageEntry, field: "title" | "description"): string {
  return `${entry.prefix ? `${entry.prefix}.` : ""}meta.${field}`;
}
