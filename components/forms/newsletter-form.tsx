"use client";

import { CheckCircleIcon } from "@heroicons/react/24/solid";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "../ui/use-hydrated.ts";
import { apiPaths, formAction } from "../../lib/api-paths.ts";
import { formatWait } from "../../lib/format.ts";
import { fillSlot, type AroundSlot } from "../../lib/i18n/around-slot.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { checkEmail, EMAIL_MAX_LENGTH } from "../../lib/validation.ts";
import { Honeypot, honeypotValue } from "./honeypot.tsx";
import { postJson } from "./post-json.ts";
import { Spinner } from "./spinner.tsx";

type State = "editing" | "submitting" | "subscribed" | "pending";
const isDone = (state: State) => state === "subscribed" || state === "pending";

// Translated at build time: nothing here depends on the visitor but the wait, put in its slot.
export interface NewsletterFormCopy {
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  success: string;
  pending: string;
  recentlySent: AroundSlot;
  errors: Record<"required" | "invalid" | "failed", string>;
  honeypot: string;
}

// A real form that posts without the page's script (decision 0015). The field is uncontrolled, so
// what was typed before hydration counts; CSS dims the empty field's button until the script runs.
export function NewsletterForm({
  lng,
  placement,
  copy,
  consent,
  consentLine,
}: {
  lng: Language;
  placement: "footer" | "cta";
  copy: NewsletterFormCopy;
  consent: string;
  consentLine: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [empty, setEmpty] = useState(true);
  const [state, setState] = useState<State>("editing");
  const [resendAfter, setResendAfter] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; invalid: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);

  // What the visitor typed before the script arrived.
  useEffect(() => setEmpty(input.current?.value === ""), []);

  // The call disabled the field, which dropped its focus: refocus once it is enabled again.
  const refocus = useRef(false);

  useEffect(() => {
    if (isDone(state)) thanks.current?.focus();
    if (state === "editing" && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkEmail(input.current?.value ?? "");
    if (!checked.ok) {
      setError({
        text: copy.errors[checked.error === "required" ? "required" : "invalid"],
        invalid: true,
      });
      input.current?.focus();
      return;
    }
    setError(null);
    setState("submitting");
    try {
      const response = await postJson(apiPaths.newsletter, {
        email: checked.value,
        lng,
        source: window.location.pathname,
        consent,
        website: honeypotValue(event.currentTarget),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { status?: string; resendAfter?: string };
      setResendAfter(body.resendAfter ?? null);
      setState(body.status === "pending" ? "pending" : "subscribed");
    } catch (failure) {
      console.error("Newsletter subscription failed:", failure);
      setError({ text: copy.errors.failed, invalid: false });
      setState("editing");
      refocus.current = true;
    }
  }

  const dark = placement === "footer";
  if (isDone(state)) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className={`flex gap-2 focus:outline-none ${dark ? "text-white" : "text-brand-800"}`}
      >
        <CheckCircleIcon
          aria-hidden="true"
          className={`size-6 shrink-0 ${dark ? "text-brand-200" : "text-brand-600"}`}
        />
        <p>
          <span className="font-medium">{copy.success}</span>
          {state === "pending" && (
            <span className={`block text-sm ${dark ? "text-brand-100" : "text-ink-600"}`}>
              {resendAfter
                ? fillSlot(copy.recentlySent, formatWait(new Date(resendAfter), new Date(), lng))
                : copy.pending}
            </span>
          )}
        </p>
      </div>
    );
  }
  const submitting = state === "submitting";
  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      action={formAction(apiPaths.newsletter, lng)}
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={submitting}
    >
      <input type="hidden" name="lng" value={lng} />
      <input type="hidden" name="consent" value={consent} />
      <Honeypot label={copy.honeypot} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          onInput={(event) => setEmpty(event.currentTarget.value === "")}
          disabled={submitting}
          aria-invalid={error?.invalid || undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 disabled:opacity-60 ${dark ? "border-white/20 bg-white" : "border-ink-500/40 bg-white"}`}
        />
        <button
          type="submit"
          disabled={hydrated && (submitting || empty)}
          className={`newsletter-submit inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${dark ? "bg-brand-200 text-brand-900 hover:bg-white" : "bg-brand-700 text-white hover:bg-brand-800"}`}
        >
          {submitting && <Spinner />}
          {submitting ? copy.submitting : copy.submit}
        </button>
      </div>
      <p
        id={errorId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${dark ? "text-skin-100" : "text-red-700"}`}
      >
        {error?.text}
      </p>
      <p className={`text-xs ${dark ? "text-brand-100" : "text-ink-600"}`}>{consentLine}</p>
    </form>
  );
}
