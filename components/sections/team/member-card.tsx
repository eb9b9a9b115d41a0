export interface Member {
  id: string;
  name: string;
  initials: string;
  position: string;
  bio: string;
  responsibilities: readonly string[];
  responsibilitiesLabel: string;
}

/** A team member: generated initials for a portrait (no stock photos), then who they are. */
export function MemberCard({ member }: { member: Member }) {
  return (
    <article
      aria-labelledby={`member-${member.id}`}
      className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-xl font-semibold text-white"
        >
          {member.initials}
        </span>
        <div>
          <h3 id={`member-${member.id}`} className="text-lg font-semibold text-ink-900">
            {member.name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{member.position}</p>
        </div>
      </div>
      <p className="mt-4 text-ink-600">{member.bio}</p>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">{member.responsibilitiesLabel}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700 marker:text-brand-500">
        {member.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
