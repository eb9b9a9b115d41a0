import { Section } from "@/components/ui/section";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { intlLocale } from "@/lib/format";
import { euroFormat } from "@/lib/pricing/format";
import { deviceIds, optionProducts, type PriceFile } from "@/lib/pricing/model";
import { toCents } from "@/lib/pricing/pricing";

const cell = "px-4 py-3 text-left align-top";

/**
 * Every price the calculator adds up, as tables: the platform, each device to rent or to buy,
 * the volume discounts. It needs no script, so an evaluator can read every price with
 * JavaScript off (when the calculator is hidden) or before it has arrived.
 */
export function PriceList({ lng, prices }: { lng: Language; prices: PriceFile }) {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  const euros = euroFormat(lng);
  const percent = new Intl.NumberFormat(intlLocale(lng), { style: "percent" });
  const offer = (option: keyof typeof optionProducts) =>
    `${t(`calculator.options.${option}`)} (${optionProducts[option].map((slug) => product(`${slug}.name`)).join(" + ")})`;
  const monthly = (price: number) => t("priceList.monthly", { price: euros(toCents(price)) });
  const platform = monthly(prices.platform.monthlyFeePerPanellist);
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
      <div className="overflow-x-auto">
        <table className="w-full min-w-xl text-sm">
          <caption className="sr-only">{t("priceList.caption")}</caption>
          <thead>
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
          <tbody>
            <tr className="border-b border-ink-900/5">
              <th scope="row" className={`${cell} font-medium text-ink-900`}>
                {offer("platform")}
              </th>
              <td className={cell}>{platform}</td>
              <td className={cell}>{platform}</td>
            </tr>
            {deviceIds.map((id) => {
              const device = prices.devices[id];
              return (
                <tr key={id} className="border-b border-ink-900/5">
                  <th scope="row" className={`${cell} font-medium text-ink-900`}>
                    {offer(id)}
                  </th>
                  <td className={cell}>{monthly(device.monthlyRentalPerPanellist)}</td>
                  <td className={cell}>
                    {t("priceList.device", {
                      price: euros(toCents(device.purchasePrice)),
                      count: device.panellistsPerDevice,
                    })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-10 grid items-start gap-8 sm:grid-cols-2">
        {discountTable("byPanellists")}
        {discountTable("byMonths")}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-ink-700">{t("priceList.discounts.rules")}</p>
      <p className="mt-2 max-w-3xl text-sm text-ink-700">{t("calculator.terms")}</p>
    </Section>
  );
}
