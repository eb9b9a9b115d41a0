import type { ReactNode } from "react";
import type { Language } from "../../lib/i18n/languages.ts";
import { pickCopy, type Namespace } from "../../lib/i18n/copy.ts";
import { I18nProvider } from "./i18n-provider.tsx";

// For client components that translate in the browser (decision 0040); each namespace adds to the
// HTML: name only those the components below use.
export function ClientCopy({
  lng,
  namespaces,
  children,
}: {
  lng: Language;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <I18nProvider lng={lng} copy={pickCopy(lng, namespaces)}>
      {children}
    </I18nProvider>
  );
}
