import { Trans } from "react-i18next";
import { AskText } from "@/components/ui/ask-text";
import type { Language } from "@/lib/i18n/languages";
import { getI18n, getT } from "@/lib/i18n/server";

/**
 * What a solution page cannot state but an evaluator asks (a device's units, repeatability and
 * calibration; echo's phones and languages; copilot's hosting and validation): one sentence
 * whose `<ask>` words link to where the answer is, the contact form with the question written
 * or the security page.
 */
export function SpecsNote({
  lng,
  i18nKey,
  values,
  href,
}: {
  lng: Language;
  i18nKey: "page.specs.device" | "page.specs.echo" | "page.specs.copilot";
  values?: Record<string, string>;
  href: string;
}) {
  return (
    <AskText className="mt-6 flex max-w-xl gap-3 text-ink-700 first:mt-0">
      <Trans
        i18n={getI18n(lng)}
        t={getT(lng, "solutions")}
        ns="solutions"
        i18nKey={i18nKey}
        values={values}
        components={{
          ask: (
            <a href={href} className="font-semibold text-brand-700 underline underline-offset-2" />
          ),
        }}
      />
    </AskText>
  );
}
