import { ContactForm } from "@/components/forms/contact-form";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

/** The contact page's form, under its heading. */
export function ContactSection({ lng }: { lng: Language }) {
  return (
    <section aria-labelledby="contact-form-title" className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
      <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink-900">
        {getT(lng, "forms")("contact.title")}
      </h2>
      <ContactForm />
    </section>
  );
}
