import Link from "next/link";
import { CopilotScreen } from "@/components/product-ui/copilot-screens";
import { EchoScreen } from "@/components/product-ui/echo-screens";
import { Section } from "@/components/ui/section";
import { solutionPath } from "@/lib/catalogue";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

/** One of copilot's screens beside one of echo's, each with the way to the product's page. */
export function PlatformPreview({ lng }: { lng: Language }) {
  const t = getT(lng, "home");
  return (
    <Section id="platform" title={t("platform.title")} lead={t("platform.lead")}>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {(["copilot", "echo"] as const).map((slug) => (
          <div key={slug}>
            {slug === "copilot" ? (
              <CopilotScreen lng={lng} screen="plan" />
            ) : (
              <EchoScreen lng={lng} screen="photo" className="mx-auto max-w-60" />
            )}
            <Link
              href={localizePath(solutionPath(slug), lng)}
              className="mt-3 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t(`platform.${slug}`)}
            </Link>
          </div>
        ))}
      </div>
    </Section>
  );
}
