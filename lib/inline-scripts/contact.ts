// Written right after the contact form: fills it from the query as soon as the form is parsed,
// so the visitor sees it from the first paint, before the page's scripts arrive
// (lib/contact-prefill.ts, which the form also runs when React mounts it without this script:
// a client-side navigation). It also lists a refused post's `errors` (lib/contact-pages.ts).
// React leaves all of it alone: field values are not attributes it checks, and the two texts
// are written into elements it renders with `dangerouslySetInnerHTML`. The words come in the
// script element's `data-strings` (components/sections/contact-section.tsx).
import { prefillContactForm, type ContactPrefillStrings } from "../contact-prefill";

const script = document.currentScript as HTMLScriptElement | null;
const form = script?.previousElementSibling as HTMLFormElement | null | undefined;
if (script && form) {
  const strings = JSON.parse(script.dataset.strings ?? "{}") as ContactPrefillStrings;
  prefillContactForm(form, location.search, strings);

  const query = new URLSearchParams(location.search);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
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
