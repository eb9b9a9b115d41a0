import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";

export function SkipLink({ lng }: { lng: Language }) {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
    >
      {getT(lng, "common")("skipToContent")}
    </a>
  );
}
