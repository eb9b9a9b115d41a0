"use client";

import { CheckIcon } from "@heroicons/react/24/solid";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "../ui/use-hydrated.ts";
import { apiPaths, formAction } from "../../lib/api-paths.ts";
import type { ProductSlug } from "../../lib/products.ts";
import type { ContactFormCopy } from "../../lib/contact-copy.ts";
import { formNeeds, prefillContactForm, prefillStringsAfter } from "../../lib/contact-prefill.ts";
import { escapeHtml } from "../../lib/html.ts";
import {
  contactFields,
  contactNeeds,
  contactTopics,
  type ContactErrors,
  type ContactField,
  type ContactPrefill,
  type FieldSpec,
} from "../../lib/contact-fields.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { checkContact } from "../../lib/contact-request.ts";
import { CountryField } from "./country-field.tsx";
import { Honeypot, honeypotValue } from "./honeypot.tsx";
import { postJson } from "./post-json.ts";
import { Spinner } from "./spinner.tsx";

type State = "editing" | "submitting" | "sent";

// Read from the form itself: it holds what was typed before hydration too.
const check = (form: HTMLFormElement) => checkContact(Object.fromEntries(new FormData(form)));

const inputClass =
  "block w-full rounded-md border border-ink-500/40 px-3 py-2 text-ink-900 aria-invalid:border-red-700";

const fieldErrorsOf = (response: Response): Promise<ContactErrors> =>
  response.json().then(
    (body: { fields?: ContactErrors }) => body.fields ?? {},
    () => ({}),
  );

// A real form that posts without the page's script (decision 0015). The fields are uncontrolled:
// what was typed before hydration or filled in from the address is what gets sent.
export function ContactForm({
  lng,
  copy,
  products,
  prepared = {},
  summary = "",
}: {
  lng: Language;
  copy: ContactFormCopy;
  products: readonly { slug: ProductSlug; name: string }[];
  prepared?: ContactPrefill;
  summary?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [formMessage, setFormMessage] = useState("");
  const [state, setState] = useState<State>("editing");
  const form = useRef<HTMLFormElement>(null);
  const [needs, setNeeds] = useState(() =>
    contactNeeds({
      topic: prepared.topic ?? null,
      product: prepared.product ?? null,
      configuration: prepared.configuration ?? null,
    }),
  );
  const followNeeds = () => setNeeds(formNeeds(form.current!));

  // A client-side navigation or the back button runs no inline script: fill from the address here.
  useEffect(() => {
    const element = form.current!;
    const strings = prefillStringsAfter(element);
    if (strings) prefillContactForm(element, location.search, strings);
    setNeeds(formNeeds(element));
  }, []);

  function edited(field: ContactField) {
    if (state === "sent") {
      setState("editing");
      setFormMessage("");
    }
    if (fieldErrors[field]) {
      const checked = check(document.getElementById(`${id}-${field}`)!.closest("form")!);
      setFieldErrors((current) => ({
        ...current,
        [field]: checked.ok ? undefined : checked.error[field],
      }));
    }
  }

  function flag(errors: ContactErrors) {
    setFieldErrors(errors);
    setFormMessage(copy.check);
    const first = contactFields.find((field) => errors[field.name]);
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "submitting") return;
    const form = event.currentTarget;
    const checked = check(form);
    if (!checked.ok) return flag(checked.error);
    setFieldErrors({});
    setFormMessage("");
    setState("submitting");
    try {
      const response = await postJson(apiPaths.contact, {
        ...checked.value,
        website: honeypotValue(form),
      });
      if (response.ok) {
        form.reset();
        setFormMessage(copy.sentStatus);
        setState("sent");
        return;
      }
      setState("editing");
      if (response.status === 400) return flag(await fieldErrorsOf(response));
      console.error(`Contact form: HTTP ${response.status}`);
      setFormMessage(response.status === 429 ? copy.rateLimited : copy.failed);
    } catch (failure) {
      console.error("Contact form failed:", failure);
      setState("editing");
      setFormMessage(copy.failed);
    }
  }

  const submitting = state === "submitting";
  const describedBy = (name: ContactField, hint?: boolean) =>
    [hint && `${id}-${name}-hint`, fieldErrors[name] && `${id}-${name}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  function control(spec: FieldSpec): ReactNode {
    const { kind } = spec;
    const name = spec.name as ContactField;
    const common = {
      id: `${id}-${name}`,
      name,
      onInput: () => edited(name),
      "aria-invalid": fieldErrors[name] ? true : undefined,
      "aria-describedby": describedBy(name, spec.hint),
      required: spec.required === true || (needs as Record<string, boolean>)[name] === true,
      // The prefill script sets `required` before hydration; React then follows `needs`.
      suppressHydrationWarning: true,
    };
    const defaultValue = (prepared as Record<string, string | undefined>)[name];
    switch (kind) {
      case "topic":
      case "product": {
        const options =
          kind === "topic"
            ? contactTopics.map((topic) => ({ value: topic, label: copy.topics[topic] }))
            : products.map(({ slug, name }) => ({ value: slug, label: name }));
        return (
          <select
            {...common}
            defaultValue={defaultValue ?? ""}
            onChange={followNeeds}
            className={`mt-1 ${inputClass} bg-white`}
          >
            <option value="">{copy[`${kind}None`]}</option>
            {options.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        );
      }
      case "country":
        return (
          <CountryField
            id={common.id}
            name={name}
            lng={lng}
            required={common.required}
            describedBy={common["aria-describedby"]}
            invalid={Boolean(fieldErrors[name])}
            inputClassName={inputClass}
            label={copy.fields[name].label ?? ""}
            noMatch={copy.countryNoMatch}
            onInput={common.onInput}
            onChange={common.onInput}
          />
        );
      case "textarea":
        return (
          <textarea
            {...common}
            defaultValue={defaultValue}
            maxLength={spec.max}
            minLength={spec.min}
            readOnly={submitting}
            rows={7}
            className={`mt-1 ${inputClass}`}
          />
        );
      case "configuration":
        // Only a request page's: a default of "" would empty it at every render (a hidden
        // field's value is its default), after the address filled it.
        return <input type="hidden" name={name} id={common.id} defaultValue={defaultValue} />;
      default:
        return (
          <input
            {...common}
            type={kind}
            defaultValue={defaultValue}
            maxLength={spec.max}
            readOnly={submitting}
            autoComplete={spec.autoComplete}
            className={`mt-1 ${inputClass}`}
          />
        );
    }
  }

  function field(spec: FieldSpec): ReactNode {
    const name = spec.name as ContactField;
    const error = fieldErrors[name];
    const { label, hint, errors } = copy.fields[name];
    return (
      <div
        key={name}
        data-field={name}
        className={[
          spec.half ? "" : "sm:col-span-2",
          // A configuration told in no words takes no row (and no gap) in the grid.
          spec.kind === "configuration" && "has-[[data-configuration-summary]:empty]:hidden",
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {spec.kind === "configuration" ? (
          // lib/contact-prefill.ts may fill it from the address; React leaves its HTML alone.
          <p
            data-configuration-summary=""
            className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-900 empty:hidden"
            dangerouslySetInnerHTML={{ __html: escapeHtml(summary) }}
          />
        ) : (
          <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink-900">
            {label}
          </label>
        )}
        {control(spec)}
        {hint && (
          <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-ink-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
            {errors[error]}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      ref={form}
      method="post"
      action={formAction(apiPaths.contact, lng)}
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={submitting}
      className="space-y-5"
    >
      <input type="hidden" name="lng" value={lng} />
      <p className="text-sm text-ink-600">{copy.required}</p>
      <Honeypot label={copy.honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">{contactFields.map(field)}</div>
      {/* Where the server lists a refused post's errors (server/contact/refused-page.ts). */}
      <div
        data-error-summary=""
        role="alert"
        className="text-sm text-red-700 empty:hidden"
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <p role="status" className="min-h-6 text-sm font-medium text-ink-900">
        {formMessage}
      </p>
      <button
        type="submit"
        disabled={submitting || state === "sent"}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80"
      >
        {submitting && <Spinner />}
        {state === "sent" && <CheckIcon aria-hidden="true" className="size-5" />}
        {submitting ? copy.submitting : state === "sent" ? copy.sent : copy.submit}
      </button>
    </form>
  );
}
