import Link from "next/link";
import { CopilotScreen } from "@/components/product-ui/copilot-screens";
import { EchoScreen } from "@/components/product-ui/echo-screens";
import { Section } from "@/components/ui/section";
import { productPath } from "@/lib/products";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

const more = "mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline";

/** Two of copilot's screens beside echo's guided photo, each with the way to its product's page. */
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
          <Link href={localizePath(productPath("copilot"), lng)} className={more}>
            {t("platform.copilot")}
          </Link>
        </div>
        <div className="mx-auto w-full max-w-60">
          <EchoScreen lng={lng} screen="photo" />
          <Link href={localizePath(productPath("echo"), lng)} className={more}>
            {t("platform.echo")}
          </Link>
        </div>
      </div>
    </Section>
  );
}
