import { ContactForm } from "@/components/forms/contact-form";
import { Translations } from "@/components/i18n/translations";
import { solutionSlugs } from "@/lib/catalogue";
import { contactQueryFields } from "@/lib/contact-pages";
import { ORGANISATION_MAX_LENGTH } from "@/lib/contact-request";
import { intlLocale } from "@/lib/format";
import { scriptJson } from "@/lib/html";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { optionIds } from "@/lib/pricing/model";
import { contactLimits, type ContactField } from "@/lib/validation";

/** The fields whose refusal the prefill script can explain, each with its label. */
const EXPLAINED: readonly ContactField[] = [
  "topic",
  "product",
  "configuration",
  "name",
  "email",
  "organisation",
  "country",
  "message",
];
const CODES = ["required", "invalid", "tooShort", "tooLong"] as const;
/** Their copy is in contact.json (the form's first three fields' in forms.json). */
const REQUEST: readonly ContactField[] = [
  "topic",
  "product",
  "configuration",
  "organisation",
  "country",
];

/**
 * Fills the form just above this script from the query as soon as the form is parsed, so the
 * visitor sees it from the first paint, before the page's scripts arrive: what a link knows
 * (`?topic=demo&product=pixel`, the calculator's `configuration`, a `message`), or a refused
 * post's fields and `errors` (lib/contact-pages.ts). Only empty fields are filled, so nothing
 * typed is ever replaced. It also sets what the topic needs (`required`), tells the
 * configuration in words and lists the errors. React leaves all of it alone: field values are
 * not attributes it checks, and the two texts are written into elements it renders empty with
 * `dangerouslySetInnerHTML`.
 */
const prefill = (strings: string) =>
  `(function(){var S=${strings},f=document.currentScript.previousElementSibling,q=new URLSearchParams(location.search);` +
  "if(!f)return;var e=f.elements,L=S.locale;" +
  "S.fields.forEach(function(n){var v=q.get(n),x=e.namedItem(n);if(!v||!x||x.value)return;" +
  'if(n==="country"&&/^[a-z]{2}$/i.test(v))try{v=new Intl.DisplayNames([L],{type:"region"}).of(v.toUpperCase())||v}catch(_){}' +
  "x.value=v});" +
  "var t=e.topic.value,c=e.configuration.value;if(t&&(e.product.value||c))e.message.required=false;" +
  'if(t==="quote")e.organisation.required=true;if(t==="distributor")e.country.required=true;' +
  'if(c){var r=new URLSearchParams(c),m=+r.get("months"),n=+r.get("panellists"),' +
  'o=(r.get("options")||"").split(",").map(function(i){return S.options[i]}).filter(Boolean);' +
  "if(m&&o.length){var P=new Intl.PluralRules(L),w=function(k,x){" +
  'return S[k][P.select(x)==="one"?"one":"other"].replace("{{count}}",x.toLocaleString(L))};' +
  'f.querySelector("[data-configuration-summary]").textContent=(n?S.summary.replace("{{panellists}}",w("panellists",n)):S.summaryNoPanel)' +
  '.replace("{{months}}",w("months",m)).replace("{{options}}",new Intl.ListFormat(L).format(o))}}' +
  'var b=f.querySelector("[data-prefill-errors]");' +
  '(q.get("errors")||"").split(",").forEach(function(x){var k=x.split("."),m=S.errors[k[0]]&&S.errors[k[0]][k[1]],el=e.namedItem(k[0]);' +
  'if(!m)return;if(el&&el.setAttribute)el.setAttribute("aria-invalid","true");' +
  'if(!b.firstChild){var h=document.createElement("p");h.className="font-semibold";h.textContent=S.check;b.appendChild(h)}' +
  'var p=document.createElement("p");p.textContent=(S.labels[k[0]]?S.labels[k[0]]+S.colon:"")+m;b.appendChild(p)})})()';

/** The words the prefill script needs, in the page's language. */
function prefillStrings(lng: Language): string {
  const t = getT(lng, "forms");
  const pricing = getT(lng, "pricing");
  const c = getT(lng, "contact");
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase(lng) + text.slice(1);
  const limits: Partial<Record<ContactField, object>> = {
    ...contactLimits,
    organisation: { max: ORGANISATION_MAX_LENGTH },
  };
  return scriptJson({
    locale: intlLocale(lng),
    fields: contactQueryFields,
    colon: lng === "fr" ? "\u00a0: " : ": ",
    check: t("contact.errors.check"),
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
    labels: Object.fromEntries(
      EXPLAINED.filter((field) => field !== "configuration").map((field) => [
        field,
        REQUEST.includes(field) ? c(`form.${field as "topic"}`) : t(`contact.${field as "name"}`),
      ]),
    ),
    errors: Object.fromEntries(
      EXPLAINED.map((field) => [
        field,
        Object.fromEntries(
          CODES.map((code) => [
            code,
            REQUEST.includes(field)
              ? c(`form.errors.${field as "topic"}.${code}`, { ...limits[field] })
              : t(`contact.errors.${field as "name"}.${code}`, { ...limits[field] }),
          ]),
        ),
      ]),
    ),
  });
}

/** The contact page's form, under its heading. */
export function ContactSection({ lng }: { lng: Language }) {
  const products = getT(lng, "products");
  return (
    <section aria-labelledby="contact-form-title" className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
      <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink-900">
        {getT(lng, "forms")("contact.title")}
      </h2>
      <Translations lng={lng} namespaces={["contact"]}>
        <ContactForm
          products={solutionSlugs.map((slug) => ({ slug, name: products(`${slug}.name`) }))}
        />
      </Translations>
      <script dangerouslySetInnerHTML={{ __html: prefill(prefillStrings(lng)) }} />
    </section>
  );
}
