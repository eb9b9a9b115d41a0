"use client";

import { useEffect, useState } from "react";
import { intlLocale } from "../../../lib/format.ts";
import { fillSlot, type AroundSlot } from "../../../lib/i18n/around-slot.ts";
import type { Language } from "../../../lib/i18n/languages.ts";

// A static page cannot know the print date: the script sets it, and again as the browser prints.
export function PrintedOn({
  lng,
  undated,
  dated,
}: {
  lng: Language;
  undated: string;
  dated: AroundSlot;
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
      {date ? fillSlot(dated, date) : undated}
    </p>
  );
}
