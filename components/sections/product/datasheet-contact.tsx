import { aroundSlot } from "../../../lib/i18n/around-slot.ts";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { contactDetails } from "../../../lib/navigation.ts";
import { settings } from "../../../lib/settings.ts";
import { PrintedOn } from "./printed-on.tsx";

// Printed only: on screen the header, the contact page and the footer say it.
export function DatasheetContact({
  lng,
  name,
  route,
}: {
  lng: Language;
  name: string;
  route: string;
}) {
  const t = getT(lng, "product-pages");
  const page = `${settings.siteUrl}${localizePath(route, lng)}`;
  return (
    <section aria-labelledby="datasheet-title" className="hidden break-inside-avoid print:block">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h2 id="datasheet-title" className="text-xl font-bold text-ink-900">
          {t("page.datasheet.title", { name })}
        </h2>
        <dl className="mt-3 grid w-fit grid-cols-[auto_auto] items-baseline gap-x-6 gap-y-1 text-ink-900">
          {contactDetails.map(({ kind, text }) => (
            <div key={kind} className="contents">
              <dt className="text-ink-600">{t(`page.datasheet.${kind}`)}</dt>
              <dd className="font-semibold">{text}</dd>
            </div>
          ))}
          {/* In a <div> like the others: a <dl> holds groups or bare pairs, not both. */}
          <div className="contents">
            <dt className="text-ink-600">{t("page.datasheet.page")}</dt>
            <dd className="font-semibold break-all">{page}</dd>
          </div>
        </dl>
        <PrintedOn
          lng={lng}
          undated={t("page.datasheet.printed")}
          dated={aroundSlot((date) => t("page.datasheet.printedOn", { date }))}
        />
      </div>
    </section>
  );
}
