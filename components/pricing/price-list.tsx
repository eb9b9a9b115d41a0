import type { ReactNode } from "react";
import { Section } from "../ui/section.tsx";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { euroFormat, intlLocale } from "../../lib/format.ts";
import { requestHref } from "../../lib/request-pages.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { deviceIds, type OptionId } from "../../lib/pricing/model.ts";
import { onQuoteSlugs, optionProducts } from "../../lib/pricing/offers.ts";
import { toCents } from "../../lib/pricing/pricing.ts";
import { PriceFacts } from "./price-facts.tsx";

const cell = "px-4 py-3 text-left align-top";
const stackedCell = `${cell} max-sm:block max-sm:px-0 max-sm:py-1`;

function Row({ id, offer, children }: { id: string; offer: string; children: ReactNode }) {
  return (
    <tr
      id={id}
      className="scroll-mt-24 border-b border-ink-900/5 target:bg-skin-50 max-sm:block max-sm:rounded-xl max-sm:border-0 max-sm:p-4 max-sm:ring-1 max-sm:ring-ink-900/10"
    >
      <th scope="row" className={`${stackedCell} font-medium text-ink-900`}>
        {offer}
      </th>
      {children}
    </tr>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={stackedCell}>
      <span aria-hidden="true" className="font-semibold text-ink-900 sm:hidden">
        {label}{" "}
      </span>
      {children}
    </td>
  );
}

export function PriceList({ lng, prices }: { lng: Language; prices: PriceFile }) {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  const euros = euroFormat(lng);
  const percent = new Intl.NumberFormat(intlLocale(lng), { style: "percent" });
  const brings = optionProducts();
  const offer = (option: OptionId) =>
    `${t(`calculator.options.${option}`)} (${brings[option].map((slug) => product(`${slug}.name`)).join(" + ")})`;
  const monthly = (price: number) => t("priceList.monthly", { price: euros(toCents(price)) });
  const platform = monthly(prices.platform.monthlyFeePerPanellist);
  const rent = t("priceList.column", { column: t("calculator.rental.title") });
  const buy = t("priceList.column", { column: t("calculator.purchase.title") });
  const discountTable = (kind: "byPanellists" | "byMonths") => (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-ink-900">
        {t(`priceList.discounts.${kind}`)}
      </caption>
      <thead>
        <tr className="border-b border-ink-900/10 text-ink-600">
          <th scope="col" className={cell}>
            {t(`priceList.discounts.${kind}From`)}
          </th>
          <th scope="col" className={cell}>
            {t("priceList.discounts.off")}
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.discounts[kind].map((tier) => (
          <tr key={tier.from} className="border-b border-ink-900/5">
            <td className={`${cell} tabular-nums`}>
              {t("priceList.discounts.from", { count: tier.from })}
            </td>
            <td className={`${cell} tabular-nums`}>{percent.format(tier.percent / 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Section id="price-list" title={t("priceList.title")} lead={t("priceList.lead")}>
      <p className="hidden rounded-lg bg-skin-50 p-4 text-ink-900 noscript:block">
        {t("priceList.noScript")}
      </p>
      {/* No ARIA roles on the stacked rows: the HTML checker forbids them inside a table, and
          Chromium and Firefox keep a table's semantics whatever its display. */}
      <table className="w-full text-sm max-sm:block">
        <caption className="sr-only">{t("priceList.caption")}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-ink-900/10 text-ink-600">
            <th scope="col" className={cell}>
              {t("priceList.offer")}
            </th>
            <th scope="col" className={cell}>
              {t("calculator.rental.title")}
            </th>
            <th scope="col" className={cell}>
              {t("calculator.purchase.title")}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          <Row id="platform" offer={offer("platform")}>
            <Cell label={rent}>{platform}</Cell>
            <Cell label={buy}>{platform}</Cell>
          </Row>
          {deviceIds.map((id) => {
            const device = prices.devices[id];
            return (
              <Row key={id} id={id} offer={offer(id)}>
                <Cell label={rent}>{monthly(device.monthlyRentalPerPanellist)}</Cell>
                <Cell label={buy}>
                  {t("priceList.device", {
                    price: euros(toCents(device.purchasePrice)),
                    count: device.panellistsPerDevice,
                  })}
                </Cell>
              </Row>
            );
          })}
          {onQuoteSlugs().map((slug) => (
            <Row
              key={slug}
              id={slug}
              offer={`${product(`${slug}.name`)} (${product(`${slug}.title`)})`}
            >
              <td colSpan={2} className={stackedCell}>
                <span className="mr-2 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-900">
                  {t("priceList.onQuote")}
                </span>{" "}
                {t("priceList.onQuoteText")}{" "}
                <a
                  href={requestHref(lng, `quote-${slug}`)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t("calculator.quote")}
                  <span className="sr-only">
                    {" "}
                    {t("calculator.onQuote.for", { name: product(`${slug}.name`) })}
                  </span>
                </a>
              </td>
            </Row>
          ))}
        </tbody>
      </table>
      <div className="mt-10 grid items-start gap-8 sm:grid-cols-2">
        {discountTable("byPanellists")}
        {discountTable("byMonths")}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-ink-700">{t("priceList.discounts.rules")}</p>
      <p className="mt-2 max-w-3xl text-sm text-ink-700">{t("calculator.terms")}</p>
      <PriceFacts lng={lng} prices={prices} />
    </Section>
  );
}
