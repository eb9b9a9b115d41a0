/**
 * A contact request the server refuses, sent with JavaScript off (docs/decisions/0035): it comes
 * back whole, everything typed in its field, the error next to the field at fault and in the
 * summary, in the post's language, and nothing typed in the address; corrected, it is sent.
 * Each reason a visitor meets: a quote without its organisation, a distributor request without
 * its country, an e-mail a browser without form validation lets through, a message too long.
 */
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { localizePath } from "../../lib/i18n/languages.ts";
import { seriousViolations } from "./axe.ts";
import { contactFormCopy } from "./helpers.ts";

test.use({ javaScriptEnabled: false });

const copy = contactFormCopy;
/** "5,000" / "5 000", as the copy's `{{max, number}}` writes it. */
const maxMessage = { en: "5,000", fr: new Intl.NumberFormat("fr-FR").format(5000) };
let counter = 0;

function stored(email: string) {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT topic, organisation, country FROM messages WHERE email = ?")
      .all(email);
  } finally {
    db.close();
  }
}

/**
 * A browser without form validation (nor `maxlength`), as some still are: it posts whatever was
 * typed. Chromium's own checks would otherwise stop the post before the server sees it.
 */
async function withoutFormValidation(page: Page) {
  const form = page.locator("main form[method=post]");
  await form.evaluate((element) => {
    element.setAttribute("novalidate", "");
    for (const field of element.querySelectorAll("[maxlength]")) field.removeAttribute("maxlength");
  });
}

type Lng = keyof typeof copy;
const REASONS = [
  {
    reason: "a quote without its organisation",
    topic: "quote",
    field: "organisation" as const,
    error: (lng: Lng) => copy[lng].errors.organisation.required,
    typed: {
      organisation: "",
      country: "Allemagne",
      message: "Un devis pour 40 panélistes, merci.",
    },
    fix: "Laboratoire Sud",
  },
  {
    reason: "a distributor request without its country",
    topic: "distributor",
    field: "country" as const,
    error: (lng: Lng) => copy[lng].errors.country.required,
    typed: { organisation: "Navy Labs", country: "", message: "We distribute lab equipment." },
    fix: "Belgique",
  },
  {
    reason: "an invalid e-mail",
    topic: "demo",
    field: "email" as const,
    error: (lng: Lng) => copy[lng].errors.email.invalid,
    typed: { organisation: "Analytical", country: "GB", message: "A demonstration, please." },
    fix: "",
  },
  {
    reason: "a message too long",
    topic: "support",
    field: "message" as const,
    error: (lng: Lng) =>
      copy[lng].errors.message.tooLong.replace("{{max, number}}", maxMessage[lng]),
    typed: {
      organisation: "Clinique",
      country: "France",
      message: `${"Étude détaillée. ".repeat(300)}Fin.`,
    },
    fix: "A shorter message, at last.",
  },
];

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];
  test.describe(`a refused contact request without JavaScript (${lng})`, () => {
    for (const { reason, topic, field, error, typed, fix } of REASONS) {
      test(`comes back whole for ${reason}, the error next to its field`, async ({ page }) => {
        const email = `refused-${lng}-${Date.now()}-${counter++}@example.com`;
        const values = {
          name: "Zoé Personne",
          email: field === "email" ? email.replace("@", "-at-") : email,
          ...typed,
        };
        await page.goto(localizePath("/contact", lng));
        await page.getByLabel(t.topic, { exact: true }).selectOption(topic);
        await page.getByLabel(t.name, { exact: true }).fill(values.name);
        await page.getByLabel(t.email, { exact: true }).fill(values.email);
        await page.getByLabel(t.organisation, { exact: true }).fill(values.organisation);
        await page.getByLabel(t.country, { exact: true }).fill(values.country);
        await withoutFormValidation(page);
        await page.getByLabel(t.message, { exact: true }).fill(values.message);
        await page.getByRole("button", { name: t.submit }).click();

        // The answer is the page itself, in the post's language: no address holds what was typed.
        await expect(page).toHaveURL(new RegExp(`/api/contact\\?lng=${lng}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await expect(page.getByLabel(t.topic, { exact: true })).toHaveValue(topic);
        await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(values.name);
        await expect(page.getByLabel(t.organisation, { exact: true })).toHaveValue(
          values.organisation,
        );
        await expect(page.getByLabel(t.country, { exact: true })).toHaveValue(values.country);
        await expect(page.getByLabel(t.message, { exact: true })).toHaveValue(values.message);
        await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(values.email);

        // The error, next to its field (in its wrapper, right below it), described by it, focused.
        const refused = page.getByLabel(t[field], { exact: true });
        await expect(refused).toHaveAttribute("aria-invalid", "true");
        await expect(refused).toHaveAccessibleDescription(new RegExp(escape(error(lng))));
        await expect(refused).toBeFocused();
        await expect(page.locator(`[data-field="${field}"]`).getByText(error(lng))).toBeVisible();
        await expect(page.getByRole("alert")).toContainText(error(lng));
        await expect(page.locator("[aria-invalid=true]")).toHaveCount(1);

        // Corrected, it posts again from this page and is sent.
        await refused.fill(field === "email" ? email : fix);
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page).toHaveURL(localizePath("/contact/sent", lng));
        expect(stored(email)).toHaveLength(1);
      });
    }
  });
}

/** `text` as a regular expression matching itself, any space as any space (an accessible name's are plain). */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s");
}

test.describe("the page a refused post comes back to", () => {
  // axe runs in the page: scripts on, the page's own held back so that the form posts itself.
  test.use({ javaScriptEnabled: true });

  for (const lng of ["en", "fr"] as const) {
    test(`has no serious or critical accessibility violation (${lng})`, async ({ page }) => {
      await page.route("**/_next/static/**/*.js", () => new Promise<void>(() => {}));
      await page.goto(localizePath("/contact", lng), { waitUntil: "domcontentloaded" });
      const t = copy[lng];
      await page.getByLabel(t.topic, { exact: true }).selectOption("quote");
      await page.getByLabel(t.name, { exact: true }).fill("Zoé Personne");
      await page.getByLabel(t.email, { exact: true }).fill("zoe@example.com");
      await page.getByLabel(t.message, { exact: true }).fill("A quote, please, for our study.");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/api/contact\\?lng=${lng}$`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
