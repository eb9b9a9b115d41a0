"use client";

import { useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { createClientI18n } from "../../lib/i18n/client.ts";
import type { CopyByLanguage } from "../../lib/i18n/copy.ts";
import { fallbackLanguage, toLanguage, type Language } from "../../lib/i18n/languages.ts";

export function I18nProvider({
  lng,
  copy,
  children,
}: {
  lng: Language;
  copy: CopyByLanguage;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createClientI18n(lng, copy));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language) ?? fallbackLanguage;
}
