import { z } from "zod";
import { defineCollection, readContent } from "./collection.ts";
import { entries, entryId, text } from "./fields.ts";

export const teamSchema = z
  .strictObject({
    members: entries(
      z.strictObject({
        id: entryId,
        name: text.meta({ title: "Name", description: "First and last name, as they write it." }),
      }),
    ).meta({ title: "Members", description: "In the order the team page shows them." }),
  })
  .meta({ description: "The people on the team page." });

export const teamCollection = defineCollection({
  name: "team",
  label: "Team",
  schema: teamSchema,
  copy: { list: "members", namespace: "team", key: "members" },
});

export type TeamMember = z.output<typeof teamSchema>["members"][number];

export function teamMembers(): readonly TeamMember[] {
  return readContent(teamCollection).members;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}
