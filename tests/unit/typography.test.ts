import { describe, expect, it } from "vitest";
import { fixTypography, typographyProblems } from "../../lib/i18n/typography.ts";

const NNBSP = "\u202F";
const NBSP = "\u00A0";

describe("French typography", () => {
  // Each rule: a text that breaks it, the problem reported, the text fixed.
  it.each([
    ["Merci !", 'ordinary space before "!"', "U+202F", `Merci${NNBSP}!`],
    ["Merci!", 'no space before "!"', "U+202F", `Merci${NNBSP}!`],
    [
      "Vous préparez une étude ?",
      'ordinary space before "?"',
      "U+202F",
      `Vous préparez une étude${NNBSP}?`,
    ],
    ["Vraiment ?!", 'ordinary space before "?!"', "U+202F", `Vraiment${NNBSP}?!`],
    ["une fois ; chaque", 'ordinary space before ";"', "U+202F", `une fois${NNBSP}; chaque`],
    ["10 % de remise", 'ordinary space before "%"', "U+202F", `10${NNBSP}% de remise`],
    ["10% de remise", 'no space before "%"', "U+202F", `10${NNBSP}% de remise`],
    [`Merci${NBSP}!`, 'no-break space U+00A0 before "!"', "U+202F", `Merci${NNBSP}!`],
    ["Langue : français", 'ordinary space before ":"', "U+00A0", `Langue${NBSP}: français`],
    ["Durée (mois): 12", 'no space before ":"', "U+00A0", `Durée (mois)${NBSP}: 12`],
    ["« Bonjour »", 'ordinary space after "«"', "U+202F", `«${NNBSP}Bonjour${NNBSP}»`],
    ["«Bonjour»", 'no space after "«"', "U+202F", `«${NNBSP}Bonjour${NNBSP}»`],
    [
      "3 447 consommateurs",
      "ordinary space between digit groups",
      "U+202F",
      `3${NNBSP}447 consommateurs`,
    ],
    ["1 000 000", "ordinary space between digit groups", "U+202F", `1${NNBSP}000${NNBSP}000`],
    [
      "un capteur 12 MP",
      'ordinary space between a number and "MP"',
      "U+00A0",
      `un capteur 12${NBSP}MP`,
    ],
    [
      `lumière 6000${NBSP}K`,
      '"6000" without digit grouping',
      "U+202F",
      `lumière 6${NNBSP}000${NBSP}K`,
    ],
    ["lumière 6000 K", '"6000" without digit grouping', "U+202F", `lumière 6${NNBSP}000${NBSP}K`],
    ["10000 panélistes", '"10000" without digit grouping', "U+202F", `10${NNBSP}000 panélistes`],
    [
      "de 1000 à 5000 panélistes",
      '"1000" without digit grouping',
      "U+202F",
      `de 1${NNBSP}000 à 5${NNBSP}000 panélistes`,
    ],
    [
      "une remise de 1500 €",
      '"1500" without digit grouping',
      "U+202F",
      `une remise de 1${NNBSP}500${NBSP}€`,
    ],
    [
      "un total de 250000",
      '"250000" without digit grouping',
      "U+202F",
      `un total de 250${NNBSP}000`,
    ],
    ["12345,25 mm", '"12345" without digit grouping', "U+202F", `12${NNBSP}345,25${NBSP}mm`],
    [
      "une zone de 2,5 cm × 2,5 cm",
      'ordinary space between a number and "cm"',
      "U+00A0",
      `une zone de 2,5${NBSP}cm × 2,5${NBSP}cm`,
    ],
    ["188 × 39 × 13mm", 'no space between a number and "mm"', "U+00A0", `188 × 39 × 13${NBSP}mm`],
    ["pour 499 €", 'ordinary space between a number and "€"', "U+00A0", `pour 499${NBSP}€`],
    ["à 20 °C", 'ordinary space between a number and "°C"', "U+00A0", `à 20${NBSP}°C`],
    [
      "la sonde cutanée 3 en 1",
      'ordinary space in "N en N"',
      "U+00A0",
      `la sonde cutanée 3${NBSP}en${NBSP}1`,
    ],
    [
      `une sonde 3${NBSP}en 1`,
      'ordinary space in "N en N"',
      "U+00A0",
      `une sonde 3${NBSP}en${NBSP}1`,
    ],
    [
      "{{price}} HT, livraison comprise",
      'ordinary space between an amount and "HT"',
      "U+00A0",
      `{{price}}${NBSP}HT, livraison comprise`,
    ],
    [
      "dès 499\u00a0€ HT",
      'ordinary space between an amount and "HT"',
      "U+00A0",
      `dès 499${NBSP}€${NBSP}HT`,
    ],
    [
      "Il a dit “bonjour”.",
      'English quotation mark "“"',
      "«",
      `Il a dit «${NNBSP}bonjour${NNBSP}».`,
    ],
    [
      'Cliquez sur "Envoyer" puis',
      'straight quotation marks "…"',
      "«",
      `Cliquez sur «${NNBSP}Envoyer${NNBSP}» puis`,
    ],
  ])("%j: %s", (text, problem, needs, fixed) => {
    const [first] = typographyProblems(text);
    expect(first?.message).toContain(problem);
    expect(first?.message).toContain(needs);
    expect(fixTypography(text)).toBe(fixed);
    expect(typographyProblems(fixed)).toEqual([]);
  });

  it("reports each problem with an excerpt of the text around it", () => {
    const text =
      "Dans une enquête menée en février 2022 auprès de 3 447 consommateurs américains, les acheteurs ont répondu ?";
    expect(typographyProblems(text)).toEqual([
      {
        message: 'ordinary space before "?" (French needs a narrow no-break space U+202F)',
        excerpt: "…ont répondu ?",
      },
      {
        message:
          "ordinary space between digit groups (French needs a narrow no-break space U+202F)",
        excerpt: "…2022 auprès de 3 447 consommateurs…",
      },
    ]);
  });

  it("spaces a placeholder like a word or a number, and never changes the placeholder", () => {
    expect(fixTypography("{{percent}} % de remise")).toBe(`{{percent}}${NNBSP}% de remise`);
    expect(fixTypography("Langue : {{language}}")).toBe(`Langue${NBSP}: {{language}}`);
    expect(fixTypography("{{max, number}} mm au plus")).toBe(`{{max, number}}${NBSP}mm au plus`);
    expect(fixTypography("{{a}}{{ b : c }}")).toBe("{{a}}{{ b : c }}");
  });

  it.each([
    ["a URL with a query string", "Voir https://example.com/page?lng=fr&x=1 pour en savoir plus."],
    ["a mailto link", "Écrivez à mailto:contact@example.com?subject=Devis."],
    ["an e-mail address", "par exemple nom!test@exemple.fr."],
    [
      "a tag and its attributes",
      'Lisez <a href="https://x.fr/?a=1" title="Voir ici">notre politique</a>.',
    ],
    ["a time", "Ouvert de 9:30 à 18:00."],
    ["a ratio", "Au format 16:9."],
    ["code", "color red !important"],
    ["an ellipsis", "Inscription… Envoi..."],
    ["punctuation with no word before it", "? en tête, puis\n! à la ligne"],
    ["a year", "en février 2022"],
    ["a year before a word", "une enquête de février 2022 auprès de 3\u202F447 consommateurs"],
    ["a range of years", "de 2020-2024"],
    ["standards", "ISO 13485, IEC 62304 et EN 60601"],
    ["a numbered item", "le certificat n° 123456, No 98765"],
    ["a code starting with 0", "le code 01234 et le 0800 du standard"],
    ["a phone number", "+33199001234"],
    ["a model number", "les modèles X2000 et 3000-B"],
    ["a version", "la version 2.1000 ou v3000"],
    ["a postal code before its city", "75002 Paris"],
    ["a four-digit number before a capitalised word", "pixel 3000 Pro"],
    ["four digits alone", "le numéro 4711"],
    ["a number already grouped", `10${NNBSP}000 panélistes et 6${NNBSP}000${NBSP}K`],
    ["a lone straight quote (inches)", 'un écran de 12" de diagonale'],
    ["a word that starts like a unit", "12 minutes, 3 heures, 1 s’inscrit"],
    [
      "text already right",
      `Merci${NNBSP}! 10${NNBSP}% «${NNBSP}oui${NNBSP}» 12${NBSP}MP${NBSP}: 3${NNBSP}447`,
    ],
  ])("leaves %s alone", (_, text) => {
    expect(typographyProblems(text)).toEqual([]);
    expect(fixTypography(text)).toBe(text);
  });

  it("fixes around protected spans without touching them", () => {
    const text = 'Lisez notre <privacy href="/x?y=1">politique</privacy> ; écrivez à a@b.fr !';
    expect(fixTypography(text)).toBe(
      `Lisez notre <privacy href="/x?y=1">politique</privacy>${NNBSP}; écrivez à a@b.fr${NNBSP}!`,
    );
  });

  it("is idempotent: a fixed text has no problem and fixes to itself", () => {
    const text =
      'Vous hésitez ? Le kit “pilote” coûte 1 500 € : 10 % de remise, "sans engagement" ; capteur 12MP !';
    const fixed = fixTypography(text);
    expect(fixed).toBe(
      `Vous hésitez${NNBSP}? Le kit «${NNBSP}pilote${NNBSP}» coûte 1${NNBSP}500${NBSP}€${NBSP}: 10${NNBSP}% de remise, «${NNBSP}sans engagement${NNBSP}»${NNBSP}; capteur 12${NBSP}MP${NNBSP}!`,
    );
    expect(fixTypography(fixed)).toBe(fixed);
    expect(typographyProblems(fixed)).toEqual([]);
  });
});
