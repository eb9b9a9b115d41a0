// Fills the contact form from its query the same way on every path: the inline script after the
// form on a full load, or the form itself when React mounts it without that script (decision 0015).
import {
  contactNeeds,
  contactTopics,
  neededFieldNames,
  prefillFields,
  type ContactTopic,
} from "./contact-fields.ts";

export interface ContactPrefillStrings {
  locale: string;
  summary: string;
  summaryNoPanel: string;
  months: { one: string; other: string };
  panellists: { one: string; other: string };
  options: Record<string, string>;
}

export const PREFILLED_ATTRIBUTE = "data-prefilled";
export const SUMMARY_SELECTOR = "[data-configuration-summary]";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as Field | null;

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

export function markNeeds(form: HTMLFormElement): void {
  const needs = formNeeds(form);
  for (const name of neededFieldNames) {
    const field = fieldOf(form, name);
    if (field) field.required = needs[name];
  }
}

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

export function prefillStringsAfter(form: HTMLFormElement): ContactPrefillStrings | undefined {
  const script = form.nextElementSibling;
  const json = script instanceof HTMLScriptElement ? script.dataset.strings : undefined;
  return json ? (JSON.parse(json) as ContactPrefillStrings) : undefined;
}
