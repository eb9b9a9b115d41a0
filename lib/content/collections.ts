import { catalogueCollection } from "./catalogue.ts";
import { certificationsCollection } from "./certifications.ts";
import type { Collection } from "./collection.ts";
import { complianceCollection } from "./compliance.ts";
import { countryAliasesCollection } from "./country-aliases.ts";
import { distributorsCollection } from "./distributors.ts";
import { languagesCollection } from "./languages.ts";
import { legalCollection } from "./legal.ts";
import { partnersCollection } from "./partners.ts";
import { pricesCollection } from "./prices.ts";
import { teamCollection } from "./team.ts";
import { testimonialsCollection } from "./testimonials.ts";

// A new content file needs its module in lib/content/ and a line here.
export const collections = [
  teamCollection,
  distributorsCollection,
  certificationsCollection,
  partnersCollection,
  testimonialsCollection,
  catalogueCollection,
  pricesCollection,
  complianceCollection,
  legalCollection,
  countryAliasesCollection,
  languagesCollection,
] as const satisfies readonly Collection[];
