import fs from "node:fs";
import path from "node:path";
import { languages, type Language } from "./languages";

/** Copy lives in locales/{lng}/{namespace}.json; marketers edit only those files. */
export const localesDir = path.join(process.cwd(), "locales");

export type Namespace = string;
export type Bundle = Record<string, unknown>;
export type Resources = Partial<Record<Language, Record<Namespace, Bundle>>>;

/** Namespaces are the file names of the English folder (the check keeps French in step). */
export function listNamespaces(dir = localesDir): Namespace[] {
  return fs
    .readdirSync(path.join(dir, "en"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

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
export function pickResources(lng: Language, namespaces: readonly Namespace[]): Resources {
  return { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, readBundle(lng, ns)])) };
}

export function allResources(): Resources {
  const namespaces = listNamespaces();
  return Object.fromEntries(
    languages.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((ns) => [ns, readBundle(lng, ns)])),
    ]),
  );
}
