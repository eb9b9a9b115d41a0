import fs from "node:fs";
import path from "node:path";
import { languages, type Language } from "./languages.ts";
import { namespaces, type Namespace } from "./messages.ts";

/** Copy lives in locales/{lng}/{namespace}.json; marketers edit only those files. */
export const localesDir = path.join(process.cwd(), "locales");

export type Bundle = Record<string, unknown>;
export type Resources = Partial<Record<Language, Partial<Record<Namespace, Bundle>>>>;

const cache = new Map<string, Bundle>();

export function readBundle(lng: Language, ns: Namespace, dir = localesDir): Bundle {
  const file = path.join(dir, lng, `${ns}.json`);
  const cached = cache.get(file);
  if (cached) return cached;
  let bundle: Bundle;
  try {
    bundle = JSON.parse(fs.readFileSync(file, "utf8")) as Bundle;
  } catch (error) {
    throw new Error(`locales/${lng}/${ns}.json: ${(error as Error).message}`);
  }
  cache.set(file, bundle);
  return bundle;
}

/** The resources a page inlines for its client components: one language, a few namespaces. */
export function pickResources(lng: Language, picked: readonly Namespace[]): Resources {
  return { [lng]: Object.fromEntries(picked.map((ns) => [ns, readBundle(lng, ns)])) };
}

export function allResources(): Resources {
  return Object.fromEntries(
    languages.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((ns) => [ns, readBundle(lng, ns)])),
    ]),
  );
}
