"use client";

import { CheckIcon } from "@heroicons/react/24/solid";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/components/i18n/i18n-provider";
import { useHydrated } from "@/components/ui/use-hydrated";
import { apiPaths, apiUrl } from "@/lib/api-paths";
import { settings } from "@/lib/settings";
import {
  checkContact,
  contactLimits,
  type ContactErrors,
  type ContactField,
} from "@/lib/validation";
import { Honeypot, honeypotValue } from "./honeypot";
import { postJson } from "./post-json";
import { Spinner } from "./spinner";

const FIELDS: readonly ContactField[] = ["name", "email", "message"];

type State = "editing" | "sending" | "sent";
type Fields = Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>;

/** The fields' current values, as typed (before the script arrived, too). */
function valuesOf(fields: Fields): Record<ContactField, string> {
  return {
    name: fields.name?.value ?? "",
    email: fields.email?.value ?? "",
    message: fields.message?.value ?? "",
  };
}

/** Per-field codes from a 400 answer, if it holds any. */
async function fieldErrorsOf(response: Response): Promise<ContactErrors> {
  try {
    const body = (await response.json()) as { fields?: ContactErrors };
    return body.fields ?? {};
  } catch {
    return {};
  }
}

/**
 * The contact form: checked here with the server's own rules, sent as JSON; the button reads
 * "Sent !" after success. On failure nothing typed is lost: a message per field for a 400, a
 * clear sentence for anything else.
 *
 * It is a real form (docs/decisions/0015-native-forms.md): before the page's script runs, or
 * without it, the browser checks the fields (required, type, lengths from lib/validation.ts)
 * and posts them, and the server answers with the "Sent !" page. The fields are uncontrolled:
 * whatever was typed before hydration, or filled in from `?message=` before the first paint
 * (contact-section.tsx), is what gets sent.
 */
export function ContactForm() {
  const { t } = useTranslation("forms");
  const lng = useLanguage();
  const id = useId();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [formMessage, setFormMessage] = useState("");
  const [state, setState] = useState<State>("editing");
  const fields = useRef<Fields>({});

  function edited(field: ContactField) {
    if (state === "sent") {
      setState("editing");
      setFormMessage("");
    }
    // Once a field was flagged, tell as soon as it is right.
    if (fieldErrors[field]) {
      const checked = checkContact(valuesOf(fields.current));
      setFieldErrors((current) => ({
        ...current,
        [field]: checked.ok ? undefined : checked.error[field],
      }));
    }
  }

  function flag(errors: ContactErrors) {
    setFieldErrors(errors);
    setFormMessage(t("contact.errors.check"));
    const first = FIELDS.find((field) => errors[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "sending") return;
    const form = event.currentTarget;
    const checked = checkContact(valuesOf(fields.current));
    if (!checked.ok) return flag(checked.error);
    setFieldErrors({});
    setFormMessage("");
    setState("sending");
    try {
      const response = await postJson(apiPaths.contact, {
        ...checked.value,
        website: honeypotValue(form),
      });
      if (response.ok) {
        form.reset();
        setFormMessage(t("contact.sentStatus"));
        setState("sent");
        return;
      }
      setState("editing");
      if (response.status === 400) return flag(await fieldErrorsOf(response));
      console.error(`Contact form: HTTP ${response.status}`);
      setFormMessage(
        response.status === 429
          ? t("contact.errors.rateLimited")
          : t("contact.errors.failed", { email: settings.email }),
      );
    } catch (failure) {
      console.error("Contact form failed:", failure);
      setState("editing");
      setFormMessage(t("contact.errors.failed", { email: settings.email }));
    }
  }

  const sending = state === "sending";
  const field = (name: ContactField, hint?: string) => {
    const error = fieldErrors[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: `${id}-${name}`,
      name,
      required: true,
      maxLength: contactLimits[name].max,
      readOnly: sending,
      onInput: () => edited(name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className:
        "mt-1 block w-full rounded-md border border-ink-500/40 px-3 py-2 text-ink-900 aria-invalid:border-red-700",
    };
    return (
      <div>
        <label htmlFor={common.id} className="block text-sm font-medium text-ink-900">
          {t(`contact.${name}`)}
        </label>
        {name === "message" ? (
          <textarea
            {...common}
            ref={(element) => void (fields.current.message = element ?? undefined)}
            minLength={contactLimits.message.min}
            rows={7}
          />
        ) : (
          <input
            {...common}
            ref={(element) => void (fields.current[name] = element ?? undefined)}
            type={name === "email" ? "email" : "text"}
            autoComplete={name === "email" ? "email" : "name"}
          />
        )}
        {hint && (
          <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-ink-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
            {t(`contact.errors.${name}.${error}`, contactLimits[name])}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      method="post"
      action={apiUrl(apiPaths.contact)}
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={sending}
      className="space-y-5"
    >
      <input type="hidden" name="lng" value={lng} />
      <p className="text-sm text-ink-600">{t("contact.required")}</p>
      <Honeypot />
      {field("name")}
      {field("email")}
      {field("message", t("contact.messageHint", contactLimits.message))}
      <p role="status" className="min-h-6 text-sm font-medium text-ink-900">
        {formMessage}
      </p>
      <button
        type="submit"
        disabled={sending || state === "sent"}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80"
      >
        {sending && <Spinner />}
        {state === "sent" && <CheckIcon aria-hidden="true" className="size-5" />}
        {t(sending ? "contact.submitting" : state === "sent" ? "contact.sent" : "contact.submit")}
      </button>
    </form>
  );
}
