"use client";

import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

const noSubscription = () => () => {};

/**
 * The visitor's current year, not the build year: the prerendered HTML carries the build
 * year, and hydration replaces it with the year of the visitor's clock without a mismatch.
 */
export function CopyrightLine({ company, buildYear }: { company: string; buildYear: number }) {
  const { t } = useTranslation("footer");
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <p data-testid="copyright">{t("copyright", { year, company })}</p>;
}
