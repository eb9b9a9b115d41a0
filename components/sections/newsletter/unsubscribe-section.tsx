import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { UnsubscribePanel } from "./unsubscribe-panel.tsx";

export function UnsubscribeSection({ lng }: { lng: Language }) {
  const t = getT(lng, "newsletter");
  const message = (
    key: "unsubscribe" | "unsubscribe.already" | "unsubscribed" | "linkInvalid",
  ) => ({
    title: t(`${key}.title`),
    text: t(`${key}.text`),
  });
  return (
    <UnsubscribePanel
      lng={lng}
      copy={{
        question: message("unsubscribe"),
        button: t("unsubscribe.button"),
        submitting: t("unsubscribe.submitting"),
        failed: t("unsubscribe.failed"),
        outcomes: {
          done: message("unsubscribed"),
          already: message("unsubscribe.already"),
          invalid: message("linkInvalid"),
        },
      }}
    />
  );
}
