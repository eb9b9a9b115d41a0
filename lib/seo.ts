import type { Language } from "./i18n/languages.ts";
import { settings } from "./settings.ts";

export const ogImageSize = { width: 1200, height: 630 } as const;

export function ogImagePath(route: string, lng: Language): string {
  return `/og/${lng}${route === "/" ? "/home" : route}.png`;
}

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path === "/" ? "" : path}`;
}
