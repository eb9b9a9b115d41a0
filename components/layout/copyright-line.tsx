"use client";

import { useTranslation } from "react-i18next";
import { useClientValue } from "../ui/use-hydrated.ts";
import { settings } from "../../lib/settings.ts";

// The prerendered HTML carries the build year; hydration puts in the visitor's year without a
// mismatch.
export function CopyrightLine({ buildYear }: { buildYear: number }) {
  const { t } = useTranslation("common");
  const year = useClientValue(() => new Date().getFullYear(), buildYear);
  return <p data-testid="copyright">{t("copyright", { year, company: settings.companyName })}</p>;
}
