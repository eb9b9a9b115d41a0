"use client";

import { use, useState, type ReactNode } from "react";
import { I18nContext, I18nextProvider, useTranslation } from "react-i18next";
import { addCopy, createClientI18n } from "../../lib/i18n/client.ts";
import type { CopyByLanguage } from "../../lib/i18n/copy.ts";
import { fallbackLanguage, toLanguage, type Language } from "../../lib/i18n/languages.ts";

// A nested provider adds its namespaces to the outer one's instance, so every client component
// shares one instance and one language.
export function I18nProvider({
  lng,
  copy,
  children,
}: {
  lng: Language;
  copy: CopyByLanguage;
  children: ReactNode;
}) {
  const parent = use(I18nContext)?.i18n;
  const [i18n] = useState(() => parent ?? createClientI18n(lng, copy));
  if (parent) {
    addCopy(parent, lng, copy);
    return children;
  }
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language) ?? fallbackLanguage;
}
