"use client";

import { useTranslation } from "react-i18next";
import { isLanguage, fallbackLanguage, type Language } from "@/lib/i18n/languages";

/** The page's language, as the provider was seeded with it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
