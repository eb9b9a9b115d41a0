import { ContactForm } from "../forms/contact-form.tsx";
import { productSlugs } from "../../lib/products.ts";
import { contactFormCopy } from "../../lib/contact-copy.ts";
import { configurationSentence, type ContactPrefillStrings } from "../../lib/contact-prefill.ts";
import { intlLocale } from "../../lib/format.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../lib/i18n/server.ts";
import { inlineScript } from "../../lib/inline-scripts/bundle.ts";
import { optionIds } from "../../lib/pricing/model.ts";
import { preparedRequest, type RequestId } from "../../lib/request-pages.ts";

function prefillStrings(lng: Language): ContactPrefillStrings {
  const pricing = getT(lng, "pricing");
  const c = getT(lng, "contact");
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase(lng) + text.slice(1);
  return {
    locale: intlLocale(lng),
    summary: c("form.configuration.summary"),
    summaryNoPanel: c("form.configuration.summaryNoPanel"),
    months: {
      one: c("form.configuration.months_one"),
      other: c("form.configuration.months_other"),
    },
    panellists: {
      one: c("form.configuration.panellists_one"),
      other: c("form.configuration.panellists_other"),
    },
    options: Object.fromEntries(
      optionIds.map((id) => [id, lower(pricing(`calculator.options.${id}`))]),
    ),
  };
}

export function ContactSection({ lng, request }: { lng: Language; request?: RequestId }) {
  const products = getT(lng, "products");
  const strings = prefillStrings(lng);
  const prepared = request ? preparedRequest(getI18n(lng), lng, request) : undefined;
  return (
    <section aria-labelledby="contact-form-title" className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
      <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink-900">
        {getT(lng, "contact")("form.title")}
      </h2>
      <ContactForm
        lng={lng}
        copy={contactFormCopy(getT(lng, "contact"), getT(lng, "forms"))}
        products={productSlugs().map((slug) => ({ slug, name: products(`${slug}.name`) }))}
        prepared={prepared}
        summary={
          prepared?.configuration ? configurationSentence(prepared.configuration, strings) : ""
        }
      />
      {/* Fills the form from the query before the first paint (lib/inline-scripts/contact.ts). */}
      <script
        data-strings={JSON.stringify(strings)}
        dangerouslySetInnerHTML={{ __html: inlineScript("contact") }}
      />
    </section>
  );
}
