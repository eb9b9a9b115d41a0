"use client";

import { createContext, use, useState, type ReactNode } from "react";
import { fallbackLanguage, type Language } from "@/lib/i18n/languages";
import type { Resources } from "@/lib/i18n/resources";

interface PageCopy {
  lng: Language;
  resources: Resources;
}

const PageCopyContext = createContext<PageCopy | null>(null);

/**
 * Carries the page's language and the copy it inlined for client components. Deliberately
 * free of i18next: only the deferred widgets need an i18next instance (see WithI18n), so
 * i18next loads with them instead of with every page.
 */
export function PageCopyProvider({ lng, resources, children }: PageCopy & { children: ReactNode }) {
  const parent = use(PageCopyContext);
  // A nested provider adds namespaces to its parent's.
  const [value] = useState<PageCopy>(() => ({
    lng,
    resources: { [lng]: { ...parent?.resources[lng], ...resources[lng] } },
  }));
  return <PageCopyContext value={value}>{children}</PageCopyContext>;
}

export function usePageCopy(): PageCopy {
  const copy = use(PageCopyContext);
  if (!copy) throw new Error("usePageCopy needs a <Translations> around it");
  return copy;
}

export function usePageLanguage(): Language {
  return use(PageCopyContext)?.lng ?? fallbackLanguage;
}
