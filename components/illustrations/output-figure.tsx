import type { SolutionSlug } from "@/lib/catalogue";
import type { Language } from "@/lib/i18n/languages";

/** An illustration of the kind of output a device gives (not yet built). */
export function OutputFigure(_: { lng: Language; slug: SolutionSlug }) {
  return null;
}
