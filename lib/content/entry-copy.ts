import type { Language } from "../i18n/languages.ts";
import type { Collection } from "./collection.ts";

/**
 * The copy of one entry of a content file, from the object holding every entry's copy
 * (`t(key, { returnObjects: true })`). Entries are data, so their ids are not keys the type
 * checker knows: a missing one throws here, naming the file and the key, as a missing key does.
 */
export function entryCopy<T>(
  copies: Record<string, T>,
  collection: Collection & { copy: NonNullable<Collection["copy"]> },
  lng: Language,
  id: string,
): T {
  if (!Object.hasOwn(copies, id))
    throw new Error(
      `Missing copy: locales/${lng}/${collection.copy.namespace}.json has no key "${collection.copy.key}.${id}" (the copy of ${collection.file})`,
    );
  return copies[id]!;
}
