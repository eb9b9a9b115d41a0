import { catalogueCollection } from "./catalogue";
import { certificationsCollection } from "./certifications";
import type { Collection } from "./collection";
import { complianceCollection } from "./compliance";
import { countryAliasesCollection } from "./country-aliases";
import { distributorsCollection } from "./distributors";
import { languagesCollection } from "./languages";
import { legalCollection } from "./legal";
import { partnersCollection } from "./partners";
import { pricesCollection } from "./prices";
import { teamCollection } from "./team";
import { testimonialsCollection } from "./testimonials";

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
