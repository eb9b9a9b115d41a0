// Fills the form from the query before the first paint. React leaves it alone: it does not check
// field values, and the sentence goes into an element it renders with dangerouslySetInnerHTML.
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
