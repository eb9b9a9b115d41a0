import { expect, test } from "@playwright/test";
import { languages } from "../../lib/i18n/languages";
import { hydrated, openAs, pages } from "./helpers";

test.describe("no-cookie notice", () => {
  test("starts visible, closes, and stays closed after reload and on other pages", async ({
    page,
  }) => {
    await openAs(page, "en", "/");
    const notice = page.getByRole("dialog", { name: "Privacy notice" });
    await expect(notice).toContainText("No cookies");
    await notice.getByRole("button", { name: "Close the privacy notice" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#privacy-notice")).toBeHidden();
    await page.goto("/fr/team");
    await expect(page.locator("#privacy-notice")).toBeHidden();
    expect(await page.context().cookies()).toEqual([]);
  });

  test("is translated", async ({ page }) => {
    await openAs(page, "fr", "/fr/contact");
    await expect(
      page.getByRole("dialog", { name: "Information sur la confidentialité" }),
    ).toContainText("Ni cookie");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    for (const { lng, path } of pages) {
      test(`takes one line and covers no link or button of the first screen: ${path}`, async ({
        page,
      }) => {
        await openAs(page, lng, path);
        const notice = page.locator("#privacy-notice");
        await expect(notice).toBeVisible();
        const { height, lines, covered } = await notice.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const text = element.querySelector("p")!;
          const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
          const covered = [...document.querySelectorAll("a, button, input, select, textarea")]
            .filter((control) => !element.contains(control) && control.checkVisibility())
            .filter((control) => {
              const r = control.getBoundingClientRect();
              return (
                r.width > 1 &&
                r.height > 1 &&
                r.top < innerHeight &&
                r.bottom > 0 &&
                r.bottom > box.top &&
                r.top < box.bottom &&
                r.right > box.left &&
                r.left < box.right
              );
            })
            .map((control) => control.outerHTML.slice(0, 120));
          return {
            height: box.height,
            lines: Math.round(text.getBoundingClientRect().height / lineHeight),
            covered,
          };
        });
        expect(lines).toBe(1);
        // One line of text and a 24 px close button, with their padding.
        expect(height).toBeLessThanOrEqual(40);
        expect(covered).toEqual([]);
      });
    }
  });
});

test.describe("footer", () => {
  test("holds the one newsletter form of every page", async ({ request }) => {
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      const forms =
        html.match(/<form[^>]*action="\/api\/email\/register-to-list\?lng=(?:en|fr)"/g) ?? [];
      expect(forms, path).toHaveLength(1);
    }
  });

  test("has its four columns with working internal links", async ({ page }) => {
    await openAs(page, "en", "/");
    const footer = page.locator("footer");
    for (const column of ["Solutions", "Support", "Company", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    const company = footer.getByRole("navigation", { name: "Company" });
    await company.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/team");
    await page
      .locator("footer")
      .getByRole("navigation", { name: "Solutions" })
      .getByRole("link", { name: "macro" })
      .click();
    await expect(page).toHaveURL("/solutions/macro");
  });

  // A visitor brought to the footer at once (a search in the page, a focused link) can click
  // what they see: the sections that come into view above it must not resize it away
  // (app/globals.css).
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const lng of languages) {
      test(`stays where a jump to it put it, ${viewport.width} px wide (${lng})`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize(viewport);
        for (const { path } of pages.filter((entry) => entry.lng === lng)) {
          await page.goto(path);
          await hydrated(page);
          const tops = await page.evaluate(async () => {
            const link = document.querySelector("footer nav a")!;
            link.scrollIntoView({ block: "center" });
            const tops: number[] = [];
            for (let frame = 0; frame < 8; frame++) {
              await new Promise(requestAnimationFrame);
              tops.push(Math.round(link.getBoundingClientRect().top));
            }
            return tops;
          });
          expect(
            new Set(tops).size,
            `${path}: the link's top in each frame ${tops.join(", ")}`,
          ).toBe(1);
        }
      });
    }
  }

  test("opens external links in a new tab, without opener or referrer", async ({ page }) => {
    await openAs(page, "fr", "/fr");
    const footer = page.locator("footer");
    const external = [
      ["Documentation", "https://docs.epiderma.example"],
      ["Brevets", "https://legal.epiderma.example/patents"],
      ["Politique de confidentialité", "https://legal.epiderma.example/privacy.pdf"],
      ["Conditions d’utilisation", "https://legal.epiderma.example/terms.pdf"],
      ["Epiderma sur LinkedIn", "https://www.linkedin.com/company/epiderma-example"],
    ] as const;
    for (const [name, href] of external) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}.*nouvel onglet`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("shows partners under their own names, and no certificate until one is filled in", async ({
    page,
  }) => {
    await openAs(page, "fr", "/fr");
    const trust = page.getByRole("region", { name: "Protection des données et partenaires" });
    await expect(trust.getByRole("img")).toHaveCount(2);
    await expect(
      trust.getByRole("img", {
        name: "Partenaire\u00a0: Skin Lab Network, réseau de laboratoires indépendants d’évaluation cutanée",
      }),
    ).toBeVisible();
    // content/certifications.json ships without certifier, number or scope: nothing to show.
    await expect(trust).not.toContainText("ISO");
    // GDPR is a line of text, not a badge.
    await expect(trust.getByRole("img", { name: /RGPD/ })).toHaveCount(0);
    await expect(trust).toContainText("RGPD\u00a0: pour les données d’étude");
  });

  test("shows the visitor's current year, not the build year", async ({ page }) => {
    await page.clock.install({ time: new Date("2031-05-04T09:00:00") });
    await openAs(page, "en", "/");
    await expect(page.getByTestId("copyright")).toHaveText("© 2031 Epiderma. All rights reserved.");
  });
});
