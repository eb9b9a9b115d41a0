/**
 * The team, in the order shown. Names are data; positions, bios and responsibilities are
 * copy (locales/{lng}/team.json, `members.{id}`). Portraits are generated from initials.
 */
export const teamMembers = [
  { id: "helene", name: "Hélène Marchand" },
  { id: "thomas", name: "Thomas Nguyen" },
  { id: "amina", name: "Amina Benali" },
  { id: "julien", name: "Julien Roche" },
  { id: "sofia", name: "Sofia Lindqvist" },
  { id: "david", name: "David Okafor" },
] as const;

export type TeamMember = (typeof teamMembers)[number];

/** "Hélène Marchand" → "HM". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}
