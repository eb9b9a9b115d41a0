import type { ReactNode } from "react";
import type { Language } from "../../lib/i18n/languages.ts";
import { pickCopy, type Namespace } from "../../lib/i18n/copy.ts";
import { I18nProvider } from "./i18n-provider.tsx";

/**
 * Inlines these namespaces in the page for the client components below it (they translate
 * with `useTranslation`); name only the namespaces those client components use, since each
 * one adds to the HTML. Server components translate with lib/i18n/server and need no provider.
 */
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
