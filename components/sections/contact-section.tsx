import { ContactForm } from "@/components/forms/contact-form";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

/**
 * `?message=` (the pricing page's quote link, the trial test kit's) fills in the message of the
 * form just above this script, as soon as the form is parsed: the visitor sees it from the first
 * paint, and an empty field only, so nothing typed is ever replaced.
 */
const prefillMessage =
  'var f=document.currentScript.previousElementSibling,m=new URLSearchParams(location.search).get("message");' +
  "if(f&&m&&f.message&&!f.message.value)f.message.value=m";

/** The contact page's form, under its heading. */
export function ContactSection({ lng }: { lng: Language }) {
  return (
    <section aria-labelledby="contact-form-title" className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
      <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink-900">
        {getT(lng, "forms")("contact.title")}
      </h2>
      <ContactForm />
      <script dangerouslySetInnerHTML={{ __html: prefillMessage }} />
    </section>
  );
}
