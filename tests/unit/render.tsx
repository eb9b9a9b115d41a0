import { render } from "@testing-library/react";
import { createInstance, type TOptions } from "i18next";
import type { ReactElement } from "react";
import { PageCopyProvider } from "@/components/i18n/page-copy";
import { languages, type Language } from "@/lib/i18n/languages";
import { allResources, pickResources } from "@/lib/i18n/resources";

/** Renders a client component inside the real copy provider, seeded as the layout does. */
export function renderWithCopy(
  ui: ReactElement,
  lng: Language = "en",
  namespaces = ["common", "header", "products"],
) {
  return render(
    <PageCopyProvider lng={lng} resources={pickResources(lng, namespaces)}>
      {ui}
    </PageCopyProvider>,
  );
}

const i18n = createInstance();
void i18n.init({
  resources: allResources(),
  supportedLngs: [...languages],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The project's copy, as the server components hand it to client components. */
export function copy(lng: Language, ns: string, key: string, options: TOptions = {}): string {
  return i18n.t(key, { ...options, lng, ns });
}
