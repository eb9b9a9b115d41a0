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

/**
 * Every content file, with its schema: the build and the dev server check them all, and the
 * browser editor's configuration is generated from this list and the locale files. A new file
 * needs its module in lib/content/ and a line here.
 */
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
