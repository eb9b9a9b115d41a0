import { localizePath, type Language } from "./i18n/languages.ts";

/**
 * A set of pages that each say one outcome (a form sent without JavaScript, a newsletter link
 * opened), all under one folder: `/newsletter/confirmed`, `/contact/sent`… One definition
 * serves the route's static params, the pages and the server, which redirects to them (303) in
 * the visitor's language: English at the root, French under /fr.
 */
export function outcomePages<Page extends string>(prefix: string, paths: Record<Page, string>) {
  const pages = Object.keys(paths) as Page[];
  return {
    /** Each page's language-neutral path. */
    paths,
    /** The page's path in a language, with the token in the query when the page needs one. */
    path(page: Page, lng: Language, token?: string): string {
      const path = localizePath(paths[page], lng);
      return token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`;
    },
    /** The pages' last path segments, e.g. `already-confirmed`: the route's static params. */
    slugs: pages.map((page) => paths[page].slice(prefix.length)),
    /** The page a last path segment names. */
    pageOf(slug: string): Page {
      const found = pages.find((page) => paths[page] === `${prefix}${slug}`);
      if (found === undefined) throw new Error(`No page "${prefix}${slug}"`);
      return found;
    },
  };
}

/** How a form post that did not succeed ends, whatever the form: the page for each. */
export type FormFailure = "invalid" | "rateLimited" | "failed";
