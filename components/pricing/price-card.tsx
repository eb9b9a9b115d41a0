import { useTranslation } from "react-i18next";
import type { PriceLine } from "../../lib/pricing/pricing.ts";

export function PriceCard({
  id,
  line,
  format,
  detail,
}: {
  id: "rental" | "purchase";
  line: PriceLine;
  format: (cents: number) => string;
  detail?: string;
}) {
  const { t } = useTranslation("pricing");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-ink-900/10"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        {t(`calculator.${id}.title`)}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{t(`calculator.${id}.description`)}</p>
      <p className="mt-4">
        <span
          data-testid={`${id}-price`}
          className="text-3xl font-bold text-brand-800 tabular-nums"
        >
          {format(line.perPanellistMonth)}
        </span>{" "}
        <span className="text-sm text-ink-600">{t("calculator.perPanellistMonth")}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {(["monthly", "study"] as const).map((total) => (
          <div key={total}>
            <dt className="text-ink-600">{t(`calculator.${total}`)}</dt>
            <dd data-testid={`${id}-${total}`} className="font-semibold text-ink-900 tabular-nums">
              {format(line[total])}
            </dd>
          </div>
        ))}
      </dl>
      {detail ? <p className="mt-2 text-sm text-ink-600">{detail}</p> : null}
    </section>
  );
}
