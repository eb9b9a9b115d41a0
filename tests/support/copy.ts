import { readCopy, type Namespace } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";

/** A namespace's copy, as the tests read it to find what a page shows. */
export const copy = (lng: Language, ns: Namespace) => readCopy(lng, ns) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
