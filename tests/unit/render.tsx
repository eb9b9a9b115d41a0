import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nProvider } from "../../components/i18n/i18n-provider.tsx";
import { createI18n, pickCopy, type Namespace } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";

/** Renders a client component inside the real provider, seeded with these namespaces as a page would. */
export function renderWithCopy(ui: ReactElement, lng: Language, namespaces: readonly Namespace[]) {
  return render(
    <I18nProvider lng={lng} copy={pickCopy(lng, namespaces)}>
      {ui}
    </I18nProvider>,
  );
}

const copies = { en: createI18n("en"), fr: createI18n("fr") };

/** The project's copy, to compare what a component shows with what the locale files say. */
export function copy(lng: Language, ns: Namespace, key: string): string {
  return copies[lng as "en"].t(key as never, { ns }) as string;
}
