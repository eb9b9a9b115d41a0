import { CopilotScreen } from "../../product-ui/copilot-screens.tsx";
import { EchoScreen } from "../../product-ui/echo-screens.tsx";
import { Section } from "../../ui/section.tsx";
import { IntentLink } from "../../ui/intent-link.tsx";
import { productPath } from "../../../lib/products.ts";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";

const more = "mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline";

export function PlatformPreview({ lng }: { lng: Language }) {
  const t = getT(lng, "home");
  return (
    <Section id="platform" title={t("platform.title")} lead={t("platform.lead")}>
      <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
        <div>
          <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-1">
            <CopilotScreen lng={lng} screen="plan" />
            <CopilotScreen lng={lng} screen="completion" />
          </div>
          <IntentLink href={localizePath(productPath("copilot"), lng)} className={more}>
            {t("platform.copilot")}
          </IntentLink>
        </div>
        <div className="mx-auto w-full max-w-60">
          <EchoScreen lng={lng} screen="photo" />
          <IntentLink href={localizePath(productPath("echo"), lng)} className={more}>
            {t("platform.echo")}
          </IntentLink>
        </div>
      </div>
    </Section>
  );
}
