import { ChipNav } from "../../ui/chip-nav.tsx";
import { products, type ProductSlug } from "../../../lib/products.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import {
  durationDays,
  studyDesign,
  studyTypes,
  visitRole,
  type StudyType,
} from "../../../lib/use-cases.ts";
import { VisitTimeline } from "./visit-timeline.tsx";

type Uses = Partial<Record<ProductSlug, string>>;

export function StudyDesigns({ lng }: { lng: Language }) {
  const t = getT(lng, "use-cases");
  const product = getT(lng, "products");
  const id = (study: StudyType) => `design-${study}`;
  return (
    <section aria-labelledby="designs-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="designs-title" className="text-3xl font-bold tracking-tight text-ink-900">
        {t("designs.title")}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-ink-600">{t("designs.lead")}</p>
      <ChipNav
        label={t("designs.nav")}
        links={studyTypes.map((study) => ({
          href: `#${id(study)}`,
          text: t(`studies.${study}.name`),
        }))}
        className="mt-6"
      />
      <div className="mt-10 space-y-8">
        {studyTypes.map((study) => {
          const design = studyDesign(study, products());
          const uses = t(`studies.${study}.uses`, { returnObjects: true }) as Uses;
          const days = durationDays(design);
          return (
            <article
              key={study}
              id={id(study)}
              aria-labelledby={`${id(study)}-title`}
              className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10 sm:p-8"
            >
              <p className="inline-block rounded-full bg-skin-100 px-3 py-0.5 text-xs font-semibold tracking-wide text-skin-700 uppercase">
                {t("designs.example")}
              </p>
              <h3 id={`${id(study)}-title`} className="mt-3 text-2xl font-bold text-ink-900">
                {t(`studies.${study}.name`)}
              </h3>
              <p className="mt-1 text-ink-600">{t(`studies.${study}.text`)}</p>
              <dl className="mt-6 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
                {(
                  [
                    [
                      t("designs.duration"),
                      t("designs.length", {
                        days: t("designs.days", { count: days }),
                        visits: t("designs.visits", { count: design.visits.length }),
                      }),
                    ],
                    [t("designs.zones"), t(`designs.studies.${study}.zones`)],
                    [t("designs.planning"), uses.copilot],
                    [t("designs.followUp"), uses.echo],
                  ] as const
                ).map(([term, detail]) =>
                  detail ? (
                    <div key={term}>
                      <dt className="font-semibold text-ink-900">{term}</dt>
                      <dd className="mt-1 text-ink-700">{detail}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
              <div className="mt-8">
                <VisitTimeline
                  label={t("designs.timeline")}
                  visits={design.visits.map((visit, index) => ({
                    day: visit.day,
                    short: t("designs.dayShort", { day: visit.day }),
                    long: t("designs.dayLong", { day: visit.day }),
                    role: t(`designs.roles.${visitRole(design, index)}`),
                    measures: visit.devices.map((device) => ({
                      device,
                      name: product(`${device}.name`),
                      what: uses[device] ?? "",
                    })),
                  }))}
                />
              </div>
              <div className="mt-8 rounded-xl bg-brand-50 p-5">
                <h4 className="font-semibold text-ink-900">{t("designs.result")}</h4>
                <p className="mt-1 text-ink-700">{t(`designs.studies.${study}.result`)}</p>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
