import { ButtonLink } from "../ui/button-link.tsx";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { MessagePanel } from "./message-panel.tsx";

export function NotFound({ lng }: { lng: Language }) {
  const t = getT(lng, "not-found");
  return (
    <MessagePanel
      mark={
        <p className="text-5xl font-bold text-brand-600" aria-hidden="true">
          404
        </p>
      }
      title={t("title")}
      text={t("subtitle")}
    >
      <ButtonLink href={localizePath("/", lng)}>{t("back")}</ButtonLink>
    </MessagePanel>
  );
}
