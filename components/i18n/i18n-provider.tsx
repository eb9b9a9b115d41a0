"use client";

import { use, useState, type ReactNode } from "react";
import { I18nContext, I18nextProvider, useTranslation } from "react-i18next";
import { addCopy, createClientI18n } from "../../lib/i18n/client.ts";
import type { CopyByLanguage } from "../../lib/i18n/copy.ts";
import { fallbackLanguage, toLanguage, type Language } from "../../lib/i18n/languages.ts";

/**
 * Gives react-i18next to the client components below. The outermost provider (the layout's)
 * creates the page's instance; a nested one (a page needing more namespaces) adds its
 * namespaces to it, so every client component shares one instance and one language.
 */
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

/** The page's language, for client components that build language-aware links. */
export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language) ?? fallbackLanguage;
}
