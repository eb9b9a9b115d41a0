import { solutionPath, solutionSlugs } from "./catalogue";

/**
 * Every page of the site, as language-neutral paths (the English URL). The French page is
 * the same path under /fr. Adding a page here adds it to the sitemap and the route tests.
 */
export const staticRoutes = [
  "/",
  "/pricing",
  "/use-cases",
  "/team",
  "/contact",
  "/distributors",
] as const;

export const allRoutes: readonly string[] = [
  "/",
  ...solutionSlugs.map(solutionPath),
  "/pricing",
  "/use-cases",
  "/team",
  "/contact",
  "/distributors",
];
