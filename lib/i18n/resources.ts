import path from "node:path";
import { cacheGeneration, parseJson, readParsed } from "../file-cache.ts";
import { languages, type Language } from "./languages.ts";
import { namespaces, type Namespace } from "./messages.ts";

/** Copy lives in locales/{lng}/{namespace}.json; marketers edit only those files. */
export const localesDir = path.join(process.cwd(), "locales");

export type Bundle = Record<string, unknown>;
export type Resources = Partial<Record<Language, Partial<Record<Namespace, Bundle>>>>;

/** One locale file, parsed; under `next dev`, read again once edited (lib/file-cache.ts). */
export function readBundle(lng: Language, ns: Namespace, dir = localesDir): Bundle {
  return readParsed(
    path.join(dir, lng, `${ns}.json`),
    (text) => parseJson(`locales/${lng}/${ns}.json`, text) as Bundle,
  );
}

/** The resources a page inlines for its client components: one language, a few namespaces. */
export function pickResources(lng: Language, picked: readonly Namespace[]): Resources {
  return { [lng]: Object.fromEntries(picked.map((ns) => [ns, readBundle(lng, ns)])) };
}

let all: { generation: number; resources: Resources } | undefined;

/** Every bundle of both languages: the same object for as long as no file has changed. */
export function allResources(): Resources {
  // Read first: a file edited since the last call moves the cache's generation on.
  const resources: Resources = Object.assign(
    {},
    ...languages.map((lng) => pickResources(lng, namespaces)),
  );
  if (all?.generation !== cacheGeneration()) all = { generation: cacheGeneration(), resources };
  return all.resources;
}
