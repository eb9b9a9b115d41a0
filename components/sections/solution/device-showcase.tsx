import type { SolutionSlug } from "@/lib/catalogue";
import type { Language } from "@/lib/i18n/languages";

/** A device at its real proportions and the kind of output it gives (not yet built). */
export function DeviceShowcase(_: { lng: Language; slug: SolutionSlug }) {
  return null;
}
