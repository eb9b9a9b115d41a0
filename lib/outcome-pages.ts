import { localizePath, type Language } from "./i18n/languages.ts";

export function outcomePages<Page extends string>(prefix: string, paths: Record<Page, string>) {
  const pages = Object.keys(paths) as Page[];
  return {
    paths,
    path(page: Page, lng: Language, token?: string): string {
      const path = localizePath(paths[page], lng);
      return token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`;
    },
    slugs: pages.map((page) => paths[page].slice(prefix.length)),
    pageOf(slug: string): Page {
      const found = pages.find((page) => paths[page] === `${prefix}${slug}`);
      if (found === undefined) throw new Error(`No page "${prefix}${slug}"`);
      return found;
    },
  };
}

export type FormFailure = "invalid" | "rateLimited" | "failed";
