// Written right after the contact form: fills it from the query as soon as the form is parsed,
// so the visitor sees it from the first paint, before the page's scripts arrive. What a link
// knows (`?topic=demo&product=pixel`, the calculator's `configuration`, a `message`), or a
// refused post's fields and `errors` (lib/contact-pages.ts). Only empty fields are filled, so
// nothing typed is ever replaced. It also sets what the topic needs (`required`), tells the
// configuration in words and lists the errors. React leaves all of it alone: field values are
// not attributes it checks, and the two texts are written into elements it renders empty.
// The words come in the script element's `data-strings` (components/sections/contact-section.tsx).

/** The words this script needs, in the page's language. */
export interface ContactPrefillStrings {
  locale: string;
  /** The query parameters that fill a field of the same name. */
  fields: readonly string[];
  /** A field's label and its error on one line (`{{label}}`, `{{error}}`). */
  errorLine: string;
  /** The heading of the error list. */
  check: string;
  summary: string;
  summaryNoPanel: string;
  months: { one: string; other: string };
  panellists: { one: string; other: string };
  /** Each calculator option's name, lower-cased for a sentence. */
  options: Record<string, string>;
  labels: Record<string, string>;
  /** field → error code → sentence. */
  errors: Record<string, Record<string, string>>;
}

const script = document.currentScript as HTMLScriptElement | null;
const form = script?.previousElementSibling as HTMLFormElement | null | undefined;
if (script && form) {
  const strings = JSON.parse(script.dataset.strings ?? "{}") as ContactPrefillStrings;
  const query = new URLSearchParams(location.search);
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const locale = strings.locale;

  for (const name of strings.fields) {
    let value = query.get(name);
    const input = field(name);
    if (!value || !input || input.value) continue;
    // A country's code reads as its name in the page's language.
    if (name === "country" && /^[a-z]{2}$/i.test(value)) {
      try {
        value =
          new Intl.DisplayNames([locale], { type: "region" }).of(value.toUpperCase()) ?? value;
      } catch {
        // An engine without Intl.DisplayNames shows the code, which the server reads too.
      }
    }
    input.value = value;
  }

  const topic = field("topic")?.value;
  const configuration = field("configuration")?.value;
  const require = (name: string, required = true) => {
    const input = field(name);
    if (input) input.required = required;
  };
  if (topic && (field("product")?.value || configuration)) require("message", false);
  if (topic === "quote") require("organisation");
  if (topic === "distributor") require("country");

  if (configuration) {
    const params = new URLSearchParams(configuration);
    const months = Number(params.get("months"));
    const panellists = Number(params.get("panellists"));
    const options = (params.get("options") ?? "")
      .split(",")
      .map((id) => strings.options[id])
      .filter((name): name is string => Boolean(name));
    if (months && options.length) {
      const plural = new Intl.PluralRules(locale);
      const count = (key: "months" | "panellists", n: number) =>
        strings[key][plural.select(n) === "one" ? "one" : "other"].replace(
          "{{count}}",
          n.toLocaleString(locale),
        );
      const sentence = panellists
        ? strings.summary.replace("{{panellists}}", count("panellists", panellists))
        : strings.summaryNoPanel;
      const summary = form.querySelector("[data-configuration-summary]");
      if (summary) {
        summary.textContent = sentence
          .replace("{{months}}", count("months", months))
          .replace("{{options}}", new Intl.ListFormat(locale).format(options));
      }
    }
  }

  const list = form.querySelector("[data-prefill-errors]");
  for (const error of (query.get("errors") ?? "").split(",")) {
    const [name = "", code = ""] = error.split(".");
    const text = strings.errors[name]?.[code];
    if (!text || !list) continue;
    field(name)?.setAttribute("aria-invalid", "true");
    if (!list.firstChild) {
      const heading = document.createElement("p");
      heading.className = "font-semibold";
      heading.textContent = strings.check;
      list.appendChild(heading);
    }
    const line = document.createElement("p");
    const label = strings.labels[name];
    line.textContent = label
      ? strings.errorLine.replace("{{label}}", label).replace("{{error}}", text)
      : text;
    list.appendChild(line);
  }
}
