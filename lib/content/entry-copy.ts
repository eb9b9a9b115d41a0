import type { Language } from "../i18n/languages.ts";
import type { Collection } from "./collection.ts";

// Entry ids are data, not keys the type checker knows: a missing one throws, as a missing key does.
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
