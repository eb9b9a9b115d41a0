import type { ReactNode } from "react";
import type { Language } from "@/lib/i18n/languages";
import { pickResources, type Namespace } from "@/lib/i18n/resources";
import { PageCopyProvider } from "./page-copy";

/**
 * Gives the client components below it the copy of these namespaces, inlined in the page.
 * Server components translate with lib/i18n/server and need no provider.
 */
export function Translations({
  lng,
  namespaces,
  children,
}: {
  lng: Language;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <PageCopyProvider lng={lng} resources={pickResources(lng, namespaces)}>
      {children}
    </PageCopyProvider>
  );
}
