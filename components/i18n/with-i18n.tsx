"use client";

import type { i18n as I18n } from "i18next";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createClientI18n } from "@/lib/i18n/client";
import type { Resources } from "@/lib/i18n/resources";
import { usePageCopy } from "./page-copy";

// One instance per page, shared by every widget that needs it.
const instances = new WeakMap<Resources, I18n>();

/** Gives react-i18next to the client components below, seeded with the page's inlined copy. */
export function WithI18n({ children }: { children: ReactNode }) {
  const { lng, resources } = usePageCopy();
  const [i18n] = useState(() => {
    let instance = instances.get(resources);
    if (!instance) {
      instance = createClientI18n(lng, resources);
      instances.set(resources, instance);
    }
    return instance;
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
