/**
 * A visitor on a mid-range phone acts as soon as the page is painted, before its scripts have
 * arrived: Chromium on slow 4G (562.5 ms round trips, 1.47 Mbit/s down, as Lighthouse's mobile
 * profile), at a phone's width the CPU slowed four times as well (tests/e2e/helpers.ts,
 * `throttle`). So that "before the scripts" is certain rather than a race, the page's scripts
 * (/_next/static/…js) are also held until the test has checked what the visitor got; then they
 * are let through, and the page must keep what the visitor did.
 */
import { expect, test, type Page } from "@playwright/test";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import enForms from "../../locales/en/forms.json" with { type: "json" };
import frContact from "../../locales/fr/contact.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import { localizePath } from "../../lib/i18n/languages.ts";
import { euroFormat } from "../../lib/format.ts";
import { optionIds } from "../../lib/pricing/model.ts";
import { quote } from "../../lib/pricing/pricing.ts";
import {
  fakeApplication,
  hydrated,
  mailsTo,
  menuTargets,
  openBeforeScripts,
  openMobileMenu,
  prices,
  readyMadeNames,
  stored,
  throttle,
} from "./helpers.ts";

const forms = { en: enForms, fr: frForms } as const;
/** The menus show names alike in both languages. */
const products = readyMadeNames("en");
let counter = 0;

/** Nothing of React has run: what the test saw is the HTML's own doing. */
async function expectNoScriptYet(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

test.describe("on a phone, at the first paint", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const lng of ["en", "fr"] as const) {
    test(`a tap on the menu button shows the ready-made products before any script (${lng})`, async ({
      page,
    }) => {
      const loading = await openBeforeScripts(page, localizePath("/", lng));
      await page
        .getByRole("button", { name: lng === "en" ? "Open the menu" : "Ouvrir le menu" })
        .tap();
      const menu = page.locator("#mobile-menu");
      for (const name of products) {
        await expect(menu.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await expectNoScriptYet(page);
      // The scripts arrive: the open menu stays open and its links work.
      await loading.hydrate();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: /^macro/ }).tap();
      await expect(page).toHaveURL(localizePath("/solutions/macro", lng));
      await expect(menu).toBeHidden();
    });
  }

  // The menu holds the whole header and the top banner: from any page, each of them is two taps
  // away (open the menu, tap the link). Each run lands on one of the internal targets, so that
  // together they land on each.
  const starts = ["/", "/solutions/pixel", "/contact", "/pricing"];
  (["en", "fr"] as const).forEach((lng, l) =>
    starts.forEach((start, s) => {
      const internal = menuTargets(lng).filter((target) => target.internal);
      const target = internal[(l * starts.length + s) % internal.length]!;
      test(`from ${localizePath(start, lng)}, the menu holds every target; ${target.name} lands`, async ({
        page,
      }) => {
        await openBeforeScripts(page, localizePath(start, lng));
        const menu = await openMobileMenu(page, lng);
        await menu.locator(`a[href="${target.href}"]`).tap();
        await expect(page).toHaveURL(target.href);
        await expect(page.locator("main h1")).toBeVisible();
        await expectNoScriptYet(page);
      });
    }),
  );

  for (const lng of ["en", "fr"] as const) {
    for (const target of menuTargets(lng).filter(({ href }) => href.startsWith("https:"))) {
      test(`${target.name}: the menu's link goes to the application (${lng})`, async ({ page }) => {
        await fakeApplication(page);
        await openBeforeScripts(page, localizePath("/team", lng));
        const menu = await openMobileMenu(page, lng);
        await menu.locator(`a[href="${target.href}"]`).tap();
        await expect(page).toHaveURL(target.href);
      });
    }
  }

  test("the close button, and a tap beside the menu, close it before any script", async ({
    page,
  }) => {
    await openBeforeScripts(page, "/fr/team");
    const button = page.getByRole("button", { name: "Ouvrir le menu" });
    const menu = page.locator("#mobile-menu");
    await button.tap();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Fermer le menu" }).tap();
    await expect(menu).toBeHidden();
    await button.tap();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(10, 400);
    await expect(menu).toBeHidden();
    await expectNoScriptYet(page);
  });

  test("the language switch goes to French and remembers it, before any script", async ({
    page,
  }) => {
    await openBeforeScripts(page, "/team");
    await page.getByRole("button", { name: "Language: English" }).tap();
    await page.getByRole("link", { name: "Français" }).tap();
    await expect(page).toHaveURL("/fr/team?lng=fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The explicit choice holds on English routes from now on.
    // The scripts are still held: the load event would never come.
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    await expect(page).toHaveURL("/fr/pricing");
  });

  test("the privacy notice closes at the first tap and stays closed", async ({ page }) => {
    await openBeforeScripts(page, "/");
    const notice = page.getByRole("dialog", { name: "Privacy notice" });
    await notice.getByRole("button", { name: "Close the privacy notice" }).tap();
    await expect(notice).toBeHidden();
    await expectNoScriptYet(page);
    await page.goto("/team", { waitUntil: "domcontentloaded" });
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("#privacy-notice")).toBeHidden();
  });
});

test.describe("on a laptop, at the first paint", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a click on Solutions shows the ready-made products before any script; Escape and the keyboard work too", async ({
    page,
  }) => {
    const loading = await openBeforeScripts(page, "/fr/contact");
    const button = page.getByRole("button", { name: "Solutions" });
    const panel = page.locator("#products-menu");
    await button.click();
    await expect(panel.getByRole("listitem")).toHaveCount(products.length);
    for (const name of products) {
      await expect(panel.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    // By keyboard alone: Enter opens, Tab goes into the panel.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expectNoScriptYet(page);
    await loading.hydrate();
    // Once hydrated, arrows move between the products.
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("link").nth(1)).toBeFocused();
  });

  for (const lng of ["en", "fr"] as const) {
    const t = forms[lng].newsletter;

    test(`an address typed and sent at the first paint is stored and thanked (${lng})`, async ({
      page,
    }) => {
      const email = `first-paint-${lng}-${Date.now()}-${counter++}@example.com`;
      await openBeforeScripts(page, localizePath("/team", lng));
      const footer = page.getByRole("contentinfo");
      await footer.getByPlaceholder(t.footer.placeholder).fill(email);
      await footer.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(localizePath("/newsletter/pending", lng));
      await expect(page.locator("h1")).toHaveText(t.success);
      await expect(page.getByText(t.pending)).toBeVisible();
      expect(stored(email).subscription).toMatchObject({
        status: "pending",
        language: lng,
        source: localizePath("/team", lng),
      });
      await mailsTo(email);
    });

    test(`an address typed before the scripts arrive enables Subscribe once they have (${lng})`, async ({
      page,
    }) => {
      const email = `typed-early-${lng}-${Date.now()}-${counter++}@example.com`;
      const loading = await openBeforeScripts(page, localizePath("/", lng));
      const footer = page.getByRole("contentinfo");
      await footer.getByPlaceholder(t.footer.placeholder).fill(email);
      await expectNoScriptYet(page);
      await loading.hydrate();
      const button = footer.getByRole("button", { name: t.submit });
      await expect(button).toBeEnabled();
      await button.click();
      // Sent by the script this time: the thanks replace the form, in place.
      await expect(footer.getByRole("status").filter({ hasText: t.success })).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`${localizePath("/", lng)}$`));
      expect(stored(email).subscription?.status).toBe("pending");
    });
  }

  test("a message written and sent at the first paint is stored and lands on Sent !", async ({
    page,
  }) => {
    const t = frContact.form;
    const email = `first-paint-contact-${Date.now()}-${counter++}@example.com`;
    await openBeforeScripts(page, "/fr/contact");
    await page.getByLabel(t.name, { exact: true }).fill("Émilie Durand");
    await page.getByLabel(t.email, { exact: true }).fill(email);
    const message = "Bonjour,\nnous préparons une étude d’hydratation sur 40 panélistes.";
    await page.getByLabel(t.message, { exact: true }).fill(message);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL("/fr/contact/sent");
    await expect(page.locator("h1")).toHaveText(t.sent);
    expect(stored(email).messages).toEqual([{ name: "Émilie Durand", email, message }]);
  });

  test("the browser stops an incomplete message before it leaves, keeping what was typed", async ({
    page,
  }) => {
    const t = enContact.form;
    await openBeforeScripts(page, "/contact");
    await page.getByLabel(t.name, { exact: true }).fill("Ada");
    await page.getByLabel(t.email, { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL("/contact");
    expect(
      await page.getByLabel(t.email, { exact: true }).evaluate((field) => {
        const input = field as HTMLInputElement;
        return input.validity.valid;
      }),
    ).toBe(false);
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("Ada");
  });

  test("a price asked at the first paint is the price shown", async ({ page }) => {
    // The headline's study, then 24 months, the skin probe added and one panellist more.
    const start = prices.headline;
    expect(start.options).not.toContain("touch");
    const panellists = start.panellists + 1;
    const options = optionIds.filter((id) => id === "touch" || start.options.includes(id));
    const loading = await openBeforeScripts(page, "/pricing");
    await page.getByRole("textbox", { name: "Duration in months" }).fill("24");
    await page.getByRole("switch", { name: "Skin probe" }).click();
    // The steppers answer at once, before React (the page's inline script).
    await page.getByRole("button", { name: "One panellist more" }).click();
    await expect(page.getByRole("textbox", { name: "Panellists" })).toHaveValue(String(panellists));
    await expectNoScriptYet(page);
    await loading.hydrate();
    const format = euroFormat("en");
    const want = quote(prices, { months: 24, panellists, options });
    await expect(page.getByTestId("rental-price")).toHaveText(
      format(want.rental.perPanellistMonth),
    );
    await expect(page.getByTestId("purchase-price")).toHaveText(
      format(want.purchase.perPanellistMonth),
    );
    await expect(page).toHaveURL(
      `/pricing?months=24&panellists=${panellists}&options=${options.join(",")}`,
    );
    // React has the steppers now: one press, one step.
    await page.getByRole("button", { name: "One panellist more" }).click();
    await expect(page.getByRole("textbox", { name: "Panellists" })).toHaveValue(
      String(panellists + 1),
    );
  });

  test("a shared configuration shows from the first paint and is priced once React runs", async ({
    page,
  }) => {
    const loading = await openBeforeScripts(
      page,
      "/fr/pricing?months=6&panellists=120&options=macro",
    );
    await expect(page.getByRole("textbox", { name: "Durée en mois" })).toHaveValue("6");
    await expect(page.getByRole("switch", { name: "Dermatoscope" })).toBeChecked();
    await expect(
      page.getByRole("switch", { name: "Plateforme avec application mobile" }),
    ).not.toBeChecked();
    await expectNoScriptYet(page);
    await loading.hydrate();
    const want = quote(prices, { months: 6, panellists: 120, options: ["macro"] });
    await expect(page.getByTestId("rental-price")).toHaveText(
      euroFormat("fr")(want.rental.perPanellistMonth),
    );
  });
});

/**
 * On a slow network the browser paints the page before the whole document has arrived, then
 * again as the rest comes, and once React has run. What was painted must stay where it is: a
 * header row centred between its two ends, or a notice growing from the bottom, moved as their
 * later parts arrived. Behind nginx too (@nginx): it sends the page in chunks of its own.
 */
test.describe("as the rest of the page arrives", { tag: "@nginx" }, () => {
  const pages = ["/", "/pricing", "/contact", "/solutions/pixel", "/security"];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const lng of ["en", "fr"] as const) {
      test(`nothing painted moves, ${viewport.width} px wide (${lng})`, async ({ page }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await throttle(page);
        await page.addInitScript(() => {
          const shifts: { value: number; sources: string[] }[] = [];
          Object.assign(window, { e2eShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as LayoutShift[])
              shifts.push({
                value: entry.value,
                sources: entry.sources.map(
                  (source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? "?",
                ),
              });
          }).observe({ type: "layout-shift", buffered: true });
        });
        for (const path of pages) {
          await page.goto(localizePath(path, lng));
          await hydrated(page);
          const shifts = await page.evaluate(
            () =>
              (window as unknown as { e2eShifts: { value: number; sources: string[] }[] })
                .e2eShifts,
          );
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
        }
      });
    }
  }
});

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null }[];
}
