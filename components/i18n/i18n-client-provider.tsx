"use client";

import { useContext, useState, type ReactNode } from "react";
import { I18nContext, I18nextProvider } from "react-i18next";
import { addResources, createClientI18n } from "@/lib/i18n/client";
import type { Language } from "@/lib/i18n/languages";
import type { Resources } from "@/lib/i18n/resources";

export function I18nClientProvider({
  lng,
  resources,
  children,
}: {
  lng: Language;
  resources: Resources;
  children: ReactNode;
}) {
  const parent = useContext(I18nContext)?.i18n;
  // One instance per page render: prerendering builds both languages in one process.
  const [i18n] = useState(() => {
    if (parent) {
      addResources(parent, resources);
      return parent;
    }
    return createClientI18n(lng, resources);
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
