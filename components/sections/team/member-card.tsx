import { entryCopy } from "../../../lib/content/entry-copy.ts";
import { initials, teamCollection } from "../../../lib/content/team.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";

export function MemberCard({ lng, id, name }: { lng: Language; id: string; name: string }) {
  const t = getT(lng, "team");
  const { position, bio, responsibilities } = entryCopy(
    t("members", { returnObjects: true }),
    teamCollection,
    lng,
    id,
  );
  return (
    <article
      aria-labelledby={`member-${id}`}
      className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-xl font-semibold text-white"
        >
          {initials(name)}
        </span>
        <div>
          <h3 id={`member-${id}`} className="text-lg font-semibold text-ink-900">
            {name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{position}</p>
        </div>
      </div>
      <p className="mt-4 text-ink-600">{bio}</p>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">{t("responsibilities")}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700 marker:text-brand-500">
        {responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
