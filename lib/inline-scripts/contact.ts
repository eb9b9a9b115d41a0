// Written right after the contact form: fills it from the query as soon as the form is parsed,
// so the visitor sees it from the first paint, before the page's scripts arrive
// (lib/contact-prefill.ts, which the form also runs when React mounts it without this script:
// a client-side navigation). React leaves it alone: field values are not attributes it checks,
// and the sentence is written into an element it renders with `dangerouslySetInnerHTML`. The
// words come in the script element's `data-strings` (components/sections/contact-section.tsx).
import { prefillContactForm, type ContactPrefillStrings } from "../contact-prefill.ts";

const script = document.currentScript as HTMLScriptElement | null;
const form = script?.previousElementSibling as HTMLFormElement | null | undefined;
if (script && form) {
  prefillContactForm(
    form,
    location.search,
    JSON.parse(script.dataset.strings ?? "{}") as ContactPrefillStrings,
  );
}
