/**
 * The contact form filled from its address (`?topic=quote&configuration=…`), the same way on
 * every path (docs/decisions/0015-native-forms.md): by the inline script written after the form
 * on a full load, before the first paint (lib/inline-scripts/contact.ts), and by the form itself
 * when React mounts it without that script having run (a client-side navigation, the back button
 * through the router's cache). Requests known at build time have pages of their own, filled in
 * the HTML (lib/request-pages.ts); the address serves what only a script composes (the
 * calculator's configuration, the distributors' finder's country).
 */
import {
  contactNeeds,
  contactTopics,
  neededFieldNames,
  prefillFields,
  type ContactTopic,
} from "./contact-fields.ts";

/** The words the prefill needs, in the page's language (the script element's `data-strings`). */
export interface ContactPrefillStrings {
  locale: string;
  summary: string;
  summaryNoPanel: string;
  months: { one: string; other: string };
  panellists: { one: string; other: string };
  /** Each calculator option's name, lower-cased for a sentence. */
  options: Record<string, string>;
}

/** Set on the form once it was filled from its address, so it is filled once, never twice. */
export const PREFILLED_ATTRIBUTE = "data-prefilled";
/** The element that tells the calculator's configuration in words. */
export const SUMMARY_SELECTOR = "[data-configuration-summary]";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as Field | null;

/**
 * The calculator's configuration (`months=12&panellists=40&options=platform,pixel`) in words,
 * or "" when it names no duration or no option the page knows.
 */
export function configurationSentence(
  configuration: string,
  strings: ContactPrefillStrings,
): string {
  const params = new URLSearchParams(configuration);
  const months = Number(params.get("months"));
  const panellists = Number(params.get("panellists"));
  const options = (params.get("options") ?? "")
    .split(",")
    .map((id) => strings.options[id])
    .filter((name): name is string => Boolean(name));
  if (!months || options.length === 0) return "";
  const { locale } = strings;
  const plural = new Intl.PluralRules(locale);
  const count = (key: "months" | "panellists", n: number) =>
    strings[key][plural.select(n) === "one" ? "one" : "other"].replace(
      "{{count}}",
      n.toLocaleString(locale),
    );
  const sentence = panellists
    ? strings.summary.replace("{{panellists}}", count("panellists", panellists))
    : strings.summaryNoPanel;
  return sentence
    .replace("{{months}}", count("months", months))
    .replace("{{options}}", new Intl.ListFormat(locale).format(options));
}

/** What the request in the form needs beyond the fields always required (lib/contact-fields.ts). */
export function formNeeds(form: HTMLFormElement) {
  const value = (name: string) => fieldOf(form, name)?.value || null;
  const topic = value("topic");
  return contactNeeds({
    topic: (contactTopics as readonly string[]).includes(topic ?? "")
      ? (topic as ContactTopic)
      : null,
    product: value("product"),
    configuration: value("configuration"),
  });
}

/** The fields a topic may require set `required` as the request needs (the browser's own check). */
export function markNeeds(form: HTMLFormElement): void {
  const needs = formNeeds(form);
  for (const name of neededFieldNames) {
    const field = fieldOf(form, name);
    if (field) field.required = needs[name];
  }
}

/**
 * Fills the form's empty fields from the query (`search`), once: what a link knew; a country's code reads as its name. Nothing typed is replaced. Then sets what
 * the request needs and tells the configuration in words. Returns whether it filled anything.
 */
export function prefillContactForm(
  form: HTMLFormElement,
  search: string,
  strings: ContactPrefillStrings,
): boolean {
  if (form.hasAttribute(PREFILLED_ATTRIBUTE)) return false;
  form.setAttribute(PREFILLED_ATTRIBUTE, "");
  const query = new URLSearchParams(search);
  let filled = false;
  for (const name of prefillFields) {
    let value = query.get(name);
    const field = fieldOf(form, name);
    if (!value || !field || field.value) continue;
    if (name === "country" && /^[a-z]{2}$/i.test(value)) {
      try {
        value =
          new Intl.DisplayNames([strings.locale], { type: "region" }).of(value.toUpperCase()) ??
          value;
      } catch {
        // An engine without Intl.DisplayNames shows the code, which the server reads too.
      }
    }
    field.value = value;
    filled = true;
  }
  markNeeds(form);
  const configuration = fieldOf(form, "configuration")?.value;
  const summary = form.querySelector(SUMMARY_SELECTOR);
  if (configuration && summary && !summary.textContent) {
    summary.textContent = configurationSentence(configuration, strings);
  }
  return filled;
}

/** The prefill's words, from the script element written right after the form. */
export function prefillStringsAfter(form: HTMLFormElement): ContactPrefillStrings | undefined {
  const script = form.nextElementSibling;
  const json = script instanceof HTMLScriptElement ? script.dataset.strings : undefined;
  return json ? (JSON.parse(json) as ContactPrefillStrings) : undefined;
}
