"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { postJson } from "../../forms/post-json.ts";
import { Spinner } from "../../forms/spinner.tsx";
import { buttonStyles } from "../../ui/button-link.tsx";
import { useClientValue } from "../../ui/use-hydrated.ts";
import { apiPaths, formAction } from "../../../lib/api-paths.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { MessagePanel } from "../message-panel.tsx";

const token = () => new URLSearchParams(window.location.search).get("token") ?? "";

type Message = { title: string; text: string };
type Outcome = "done" | "already" | "invalid";
type State = "ready" | "submitting" | "failed" | Outcome;

// Translated at build time: the panel shows one of these, whichever the API answers.
export interface UnsubscribeCopy {
  question: Message;
  button: string;
  submitting: string;
  failed: string;
  outcomes: Record<Outcome, Message>;
}

// Opening the page changes nothing, since mail scanners open links: the button POSTs the token.
// Without the script the form posts and the server reads the token from the page's address.
export function UnsubscribePanel({ lng, copy }: { lng: Language; copy: UnsubscribeCopy }) {
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

  if (shown in copy.outcomes) {
    const { title, text } = copy.outcomes[shown as Outcome];
    return <MessagePanel headingRef={heading} title={title} text={text} />;
  }
  const submitting = state === "submitting";
  return (
    <MessagePanel title={copy.question.title} text={copy.question.text}>
      <form method="post" action={formAction(apiPaths.unsubscribe, lng)} onSubmit={unsubscribe}>
        <input type="hidden" name="token" value="" />
        <input type="hidden" name="lng" value={lng} />
        <button
          type="submit"
          disabled={submitting}
          className={`${buttonStyles()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {submitting && <Spinner />}
          {submitting ? copy.submitting : copy.button}
        </button>
      </form>
      <p role="status" className="mt-4 min-h-6 text-red-700">
        {state === "failed" ? copy.failed : ""}
      </p>
    </MessagePanel>
  );
}
