import { expect, test } from "@playwright/test";
import { formatFact, formatList } from "../../lib/format.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { preparedRequest, requestHref, type RequestId } from "../../lib/request-pages.ts";
import { product, productSlugs } from "../../lib/products.ts";
import { copy, openAs } from "./helpers.ts";

test.describe("home page", () => {
  for (const lng of ["en", "fr"] as const) {
    test(`shows its sections and every product as an offer (${lng})`, async ({ page }) => {
      const home = copy(lng, "home");
      await openAs(page, lng, lng === "en" ? "/" : "/fr");
      await expect(page.locator("h1")).toHaveText(home.hero.title);
      for (const key of ["offers", "flow", "customers", "survey"]) {
        await expect(page.getByRole("heading", { level: 2, name: home[key].title })).toBeVisible();
      }
      // No testimonial is approved as shipped (content/testimonials.json): no section.
      await expect(page.getByRole("heading", { name: home.testimonials.title })).toHaveCount(0);
      const offers = page.getByRole("region", { name: home.offers.title }).getByRole("listitem");
      await expect(offers).toHaveCount(productSlugs().length);
      const main = page.locator("main");
      // The survey is stated as a finding, in the site's words: not quoted, no made-up source.
      const survey = page.getByRole("region", { name: home.survey.title });
      await expect(survey).toContainText(
        lng === "en" ? "3,447 US consumers" : "3 447 consommateurs",
      );
      await expect(survey).toContainText(lng === "en" ? "February 2022" : "février 2022");
      await expect(survey.locator("blockquote, figcaption")).toHaveCount(0);
      for (const step of Object.values(home.flow.steps) as { title: string }[]) {
        await expect(main).toContainText(step.title);
      }
    });
  }

  test("advertises the one-month trial test kit of pixel, macro and touch, with a prefilled request", async ({
    page,
  }) => {
    await openAs(page, "en", "/");
    const advert = page.getByRole("region", {
      name: "Try the devices on a real study for one month",
    });
    for (const name of ["pixel", "macro", "touch"]) await expect(advert).toContainText(name);
    await expect(advert).not.toContainText("dermo");
    const href = await advert
      .getByRole("link", { name: "Ask for a trial test kit" })
      .getAttribute("href");
    // Its own request page, whose form holds the message (lib/request-pages.ts).
    expect(href).toBe(requestHref("en", "trial-kit-pilot"));
    expect(preparedRequest(createI18n("en"), "en", "trial-kit-pilot").message).toContain(
      "trial test kit",
    );
  });
});

test.describe("product pages", () => {
  for (const slug of productSlugs()) {
    const { kind, facts } = product(slug);
    for (const lng of ["en", "fr"] as const) {
      test(`${slug} (${lng}): hero, illustration, features, related products and facts`, async ({
        page,
      }) => {
        const t = copy(lng, "product-pages");
        await openAs(page, lng, `${lng === "fr" ? "/fr" : ""}/solutions/${slug}`);
        await expect(page.locator("h1")).toHaveText(t[slug].hero.title);
        // The first drawing on the page (an image file or an inline SVG) is named.
        await expect(page.locator("main").getByRole("img").first()).toHaveAccessibleName(/.+/);
        for (const feature of Object.values(t[slug].features) as { title: string }[]) {
          await expect(page.locator("main")).toContainText(feature.title);
        }
        for (const measure of t[slug].measures as string[])
          await expect(page.locator("main")).toContainText(measure);
        await expect(page.getByRole("heading", { name: t.page.relatedTitle })).toBeVisible();
        // Devices say what they are for (research, not diagnosis); the software does not.
        const name = copy(lng, "products")[slug].name;
        const status =
          kind === "custom"
            ? t.page.statusCustom
            : kind === "device"
              ? t.page.status.replace("{{name}}", name)
              : null;
        const hero = page.locator("main section").first();
        if (status) await expect(hero).toContainText(status);
        else await expect(hero).not.toContainText(/diagnos/);
        // Specifications only where content/catalogue.json holds a fact; elsewhere no heading,
        // and the one request closes what the product measures.
        const factTable = page.getByRole("region", { name: t.page.factsTitle });
        // As written for the language (content-data.test.ts checks the words); Playwright reads
        // no-break spaces as spaces.
        const known = facts.map((fact) => formatFact(fact, lng).replace(/\u00a0|\u202f/g, " "));
        if (known.length === 0) await expect(factTable).toHaveCount(0);
        for (const value of known) await expect(factTable).toContainText(value);
        if (kind !== "custom") {
          const request =
            known.length > 0
              ? factTable
              : page.getByRole("region", { name: t[slug].measuresTitle });
          // What the page cannot state links to where it is answered: the security page for
          // copilot, the contact form with the question written for echo and the devices.
          const href = await request.getByRole("link").getAttribute("href");
          const url = new URL(href!, "http://x");
          const prefix = lng === "fr" ? "/fr" : "";
          if (slug === "copilot") {
            expect(url.pathname).toBe(`${prefix}/security`);
          } else {
            // The data sheet's request page, whose form holds the question.
            expect(url.pathname).toBe(requestHref(lng, `datasheet-${slug}` as RequestId));
            expect(
              preparedRequest(createI18n(lng), lng, `datasheet-${slug}` as RequestId).message,
            ).toBe(
              slug === "echo"
                ? t.page.specs.echoMessage
                : t.page.specs.deviceMessage
                    .replace("{{name}}", name)
                    .replace(
                      "{{missing}}",
                      formatList(Object.values(t.page.specs.missing) as string[], lng),
                    ),
            );
          }
        }
      });
    }
  }
});

test.describe("other pages", () => {
  test("team: every member with position, bio and responsibilities", async ({ page }) => {
    const t = copy("en", "team");
    await openAs(page, "en", "/team");
    const members = page.locator("main article");
    await expect(members).toHaveCount(Object.keys(t.members).length);
    await expect(members.first()).toContainText("Hélène Marchand");
    await expect(members.first()).toContainText(t.members.helene.position);
    await expect(members.first()).toContainText(t.members.helene.responsibilities[0]);
  });

  test("distributors: grouped by country, named in the visitor's language", async ({ page }) => {
    await openAs(page, "fr", "/fr/distributors");
    const countries = page.getByRole("navigation", { name: "Pays" }).getByRole("link");
    await expect(countries.first()).toHaveText("Allemagne");
    await expect(page.getByRole("heading", { level: 2, name: "États-Unis" })).toBeVisible();
    const us = page.getByRole("region", { name: "États-Unis" });
    await expect(us.locator("article")).toHaveCount(2);
    await expect(us.getByRole("link", { name: /^beautyresearchsupply\.example/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      us.getByRole("link", { name: "sales@beautyresearchsupply.example" }),
    ).toHaveAttribute("href", "mailto:sales@beautyresearchsupply.example");
  });
});

// Every page without JavaScript, the sitemap, the structured data and the Open Graph images:
// tests/e2e/every-page.spec.ts and tests/unit/export.test.ts.
