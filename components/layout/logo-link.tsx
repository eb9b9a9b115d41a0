import { LogoMark } from "../icons/logo-mark.tsx";
import { IntentLink } from "../ui/intent-link.tsx";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { settings } from "../../lib/settings.ts";

export function LogoLink({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  return (
    <IntentLink
      href={localizePath("/", lng)}
      className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-ink-900"
    >
      <LogoMark className="size-8" />
      <span aria-hidden="true">{settings.companyName}</span>
      <span className="sr-only">{t("logoLabel", { company: settings.companyName })}</span>
    </IntentLink>
  );
}
