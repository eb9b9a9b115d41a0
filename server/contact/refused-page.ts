// Decision 0035: a refused post comes back filled in, never with what was typed in a URL.
import { apiPaths } from "../../lib/api-paths.ts";
import { contactError, contactLabel, type ContactT } from "../../lib/contact-copy.ts";
import {
  contactFields,
  contactNeeds,
  contactTopics,
  neededFieldNames,
  type ContactErrors,
  type ContactField,
  type ContactTopic,
} from "../../lib/contact-fields.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import {
  appendElement,
  attribute,
  elements,
  moveAfter,
  setAttribute,
  setText,
  toggleAttribute,
  type Element,
  type ExportedPages,
} from "../filled-page.ts";

// The same classes as the form's own errors.
const ERROR_CLASS = "mt-1 text-sm text-red-700";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function control(form: Element, name: ContactField): Element | undefined {
  return elements(
    form,
    (e) => ["input", "select", "textarea"].includes(e.tagName) && attribute(e, "name") === name,
  )[0];
}

function fill(field: Element, value: string): void {
  if (field.tagName === "textarea") return setText(field, value);
  if (field.tagName === "select") {
    for (const option of elements(field, (e) => e.tagName === "option")) {
      toggleAttribute(option, "selected", attribute(option, "value") === value);
    }
    return;
  }
  setAttribute(field, "value", value);
}

export function refusedContactPage(
  pages: ExportedPages,
  t: ContactT,
  lng: Language,
  fields: Record<string, unknown>,
  errors: ContactErrors,
): string | undefined {
  const document = pages.open(localizePath("/contact", lng));
  const form =
    document &&
    elements(
      document,
      (e) =>
        e.tagName === "form" &&
        URL.parse(attribute(e, "action") ?? "", "http://site.invalid")?.pathname ===
          apiPaths.contact,
    )[0];
  if (!document || !form) return undefined;

  for (const { name } of contactFields) {
    const field = control(form, name);
    if (field) fill(field, text(fields[name]));
  }
  // What the topic needs, as the page's script marks it.
  const topic = contactTopics.includes(fields.topic as ContactTopic)
    ? (fields.topic as ContactTopic)
    : null;
  const needs = contactNeeds({
    topic,
    product: text(fields.product) || null,
    configuration: text(fields.configuration) || null,
  });
  for (const name of neededFieldNames) {
    const field = control(form, name);
    if (field) toggleAttribute(field, "required", needs[name]);
  }

  const refused = contactFields.map(({ name }) => name).filter((name) => errors[name]);
  const summary = elements(form, (e) => attribute(e, "data-error-summary") !== undefined)[0];
  if (summary && refused.length > 0) {
    // Above the fields, as its first line says ("the fields marked below"), after the form's note.
    const note = form.childNodes.find((node) => "tagName" in node && node.tagName === "p");
    moveAfter(summary, note);
    appendElement(summary, "p", { class: "font-semibold" }, t("form.errors.check"));
  }
  let focused = false;
  for (const name of refused) {
    const message = contactError(t, name, errors[name]!);
    const field = control(form, name);
    const wrapper = elements(form, (e) => attribute(e, "data-field") === name)[0];
    const id = field && attribute(field, "id");
    if (!wrapper || !field || !id) continue;
    appendElement(wrapper, "p", { id: `${id}-error`, class: ERROR_CLASS }, message);
    if (name === "configuration") {
      if (summary) appendElement(summary, "p", {}, message);
      continue;
    }
    setAttribute(field, "aria-invalid", "true");
    const describedBy = [attribute(field, "aria-describedby"), `${id}-error`].filter(Boolean);
    setAttribute(field, "aria-describedby", describedBy.join(" "));
    if (!focused) setAttribute(field, "autofocus", "");
    focused = true;
    if (summary) {
      const line = t("form.errorLine", {
        label: contactLabel(t, name),
        error: message,
      });
      const item = appendElement(summary, "p", {});
      appendElement(item, "a", { href: `#${id}`, class: "underline" }, line);
    }
  }
  return pages.html(document);
}
