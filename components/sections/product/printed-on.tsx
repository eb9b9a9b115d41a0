"use client";

import { useEffect, useState } from "react";
import { intlLocale } from "../../../lib/format.ts";
import type { Language } from "../../../lib/i18n/languages.ts";

/**
 * The printed data sheet's date line: the day it is printed, in the page's language, set when
 * the page's script runs and again as the browser prints. Without a script, the line without a
 * date (a static page cannot know the day it is printed).
 */
export function PrintedOn({
  lng,
  undated,
  dated,
}: {
  lng: Language;
  /** The line without a date. */
  undated: string;
  /** The line with `{{date}}`. */
  dated: string;
}) {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const format = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "long" });
    const stamp = () => setDate(format.format(new Date()));
    stamp();
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, [lng]);
  return (
    <p data-testid="printed-on" className="mt-3 text-sm text-ink-600">
      {date ? dated.replace("{{date}}", date) : undated}
    </p>
  );
}
