"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/i18n-provider.tsx";
import { postJson } from "../../forms/post-json.ts";
import { Spinner } from "../../forms/spinner.tsx";
import { buttonStyles } from "../../ui/button-link.tsx";
import { useClientValue } from "../../ui/use-hydrated.ts";
import { apiPaths, formAction } from "../../../lib/api-paths.ts";
import { MessagePanel } from "../message-panel.tsx";

const token = () => new URLSearchParams(window.location.search).get("token") ?? "";

const outcomes = {
  done: "unsubscribed",
  already: "unsubscribe.already",
  invalid: "linkInvalid",
} as const;

type State = "ready" | "submitting" | "failed" | keyof typeof outcomes;

// Opening the page changes nothing, since mail scanners open links: the button POSTs the token.
// Without the script the form posts and the server reads the token from the page's address.
export function UnsubscribePanel() {
  const { t } = useTranslation("newsletter");
  const lng = useLanguage();
  const [state, setState] = useState<State>("ready");
  const heading = useRef<HTMLHeadingElement>(null);
  // The exported HTML, rendered without a query, shows the question until hydration.
  const hasToken = useClientValue(() => token() !== "", true);
  const shown = hasToken ? state : "invalid";

  useEffect(() => {
    if (state === "done" || state === "already") heading.current?.focus();
  }, [state]);

  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("submitting");
    try {
      const response = await postJson(apiPaths.unsubscribe, { token: token() });
      if (response.status === 400) return setState("invalid");
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { already } = (await response.json()) as { already?: boolean };
      setState(already ? "already" : "done");
    } catch (failure) {
      console.error("Unsubscribing failed:", failure);
      setState("failed");
    }
  }

  if (shown in outcomes) {
    const copy = outcomes[shown as keyof typeof outcomes];
    return (
      <MessagePanel headingRef={heading} title={t(`${copy}.title`)} text={t(`${copy}.text`)} />
    );
  }
  const submitting = state === "submitting";
  return (
    <MessagePanel title={t("unsubscribe.title")} text={t("unsubscribe.text")}>
      <form method="post" action={formAction(apiPaths.unsubscribe, lng)} onSubmit={unsubscribe}>
        <input type="hidden" name="token" value="" />
        <input type="hidden" name="lng" value={lng} />
        <button
          type="submit"
          disabled={submitting}
          className={`${buttonStyles()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {submitting && <Spinner />}
          {t(submitting ? "unsubscribe.submitting" : "unsubscribe.button")}
        </button>
      </form>
      <p role="status" className="mt-4 min-h-6 text-red-700">
        {state === "failed" ? t("unsubscribe.failed") : ""}
      </p>
    </MessagePanel>
  );
}
