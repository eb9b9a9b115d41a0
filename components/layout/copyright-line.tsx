"use client";

import { useClientValue } from "../ui/use-hydrated.ts";
import { fillSlot, type AroundSlot } from "../../lib/i18n/around-slot.ts";

// The prerendered HTML carries the build year; hydration puts in the visitor's year without a
// mismatch.
export function CopyrightLine({ text, buildYear }: { text: AroundSlot; buildYear: number }) {
  const year = useClientValue(() => new Date().getFullYear(), buildYear);
  return <p data-testid="copyright">{fillSlot(text, year)}</p>;
}
