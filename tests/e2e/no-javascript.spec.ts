/**
 * The site with JavaScript disabled, in both languages: every link, menu and form does its job
 * in plain HTML. The menus are native popovers, the forms post themselves and the server
 * answers with a page, the pricing page lists every price.
 */
import { expect, test } from "@playwright/test";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import enForms from "../../locales/en/forms.json" with { type: "json" };
import enNewsletter from "../../locales/en/newsletter.json" with { type: "json" };
import enPricing from "../../locales/en/pricing.json" with { type: "json" };
import frContact from "../../locales/fr/contact.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import frNewsletter from "../../locales/fr/newsletter.json" with { type: "json" };
import frPricing from "../../locales/fr/pricing.json" with { type: "json" };
import { localizePath } from "../../lib/i18n/languages.ts";
import { euroFormat } from "../../lib/format.ts";
import { deviceIds } from "../../lib/pricing/model.ts";
import { toCents } from "../../lib/pricing/pricing.ts";
import {
  fakeApplication,
  mailsTo,
  menuTargets,
  openMobileMenu,
  prices,
  readyMadeNames,
  stored,
} from "./helpers.ts";

test.use({ javaScriptEnabled: false });

const copy = {
  en: {
    forms: enForms,
    contact: enContact.form,
    newsletter: enNewsletter,
    pricing: enPricing,
    other: "Français",
    language: "Language: English",
  },
  fr: {
    forms: frForms,
    contact: frContact.form,
    newsletter: frNewsletter,
    pricing: frPricing,
    other: "English",
    language: "Langue\u00A0: Français",
  },
} as const;
/** The menus show names alike in both languages. */
const products = readyMadeNames("en");
let counter = 0;

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];
  const other = lng === "en" ? "fr" : "en";

  test.describe(`without JavaScript (${lng})`, () => {
    test.describe("on a laptop", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("the products menu opens, lists the products, closes and its links go", async ({
        page,
      }) => {
        await page.goto(localizePath("/team", lng));
        const panel = page.locator("#products-menu");
        await expect(panel).toBeHidden();
        await page.getByRole("button", { name: "Solutions" }).click();
        for (const name of products) {
          await expect(panel.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
        }
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await page.getByRole("button", { name: "Solutions" }).click();
        await panel.getByRole("link", { name: /^touch/ }).click();
        await expect(page).toHaveURL(localizePath("/solutions/touch", lng));
      });

      test("the language switch goes to the same page in the other language", async ({ page }) => {
        await page.goto(localizePath("/use-cases", lng));
        await page.getByRole("button", { name: t.language }).click();
        await page.locator("#language-menu").getByRole("link", { name: t.other }).click();
        await expect(page).toHaveURL(`${localizePath("/use-cases", other)}?lng=${other}`);
        await expect(page.locator("html")).toHaveAttribute("lang", other);
      });

      test("the newsletter subscribes and thanks", async ({ page }) => {
        const email = `no-js-${lng}-${Date.now()}-${counter++}@example.com`;
        await page.goto(localizePath("/distributors", lng));
        const footer = page.getByRole("contentinfo");
        await footer.getByPlaceholder(t.forms.newsletter.footer.placeholder).fill(email);
        await footer.getByRole("button", { name: t.forms.newsletter.submit }).click();
        await expect(page).toHaveURL(localizePath("/newsletter/pending", lng));
        await expect(page.locator("h1")).toHaveText(t.forms.newsletter.success);
        expect(stored(email).subscription).toMatchObject({
          language: lng,
          source: localizePath("/distributors", lng),
        });
        await mailsTo(email);
      });

      test("the contact form sends, and says Sent !", async ({ page }) => {
        const email = `no-js-contact-${lng}-${Date.now()}-${counter++}@example.com`;
        await page.goto(localizePath("/contact", lng));
        const c = t.contact;
        await page.getByLabel(c.name, { exact: true }).fill("Grace Hopper");
        await page.getByLabel(c.email, { exact: true }).fill(email);
        await page
          .getByLabel(c.message, { exact: true })
          .fill("A quote for 40 panellists, please.");
        await page.getByRole("button", { name: c.submit }).click();
        await expect(page).toHaveURL(localizePath("/contact/sent", lng));
        await expect(page.locator("h1")).toHaveText(c.sent);
        expect(stored(email).messages).toEqual([
          { name: "Grace Hopper", email, message: "A quote for 40 panellists, please." },
        ]);
      });

      test("the unsubscribe page's button unsubscribes", async ({ page, request }) => {
        const email = `no-js-leave-${lng}-${Date.now()}-${counter++}@example.com`;
        const subscribed = await request.post("/api/email/register-to-list", {
          data: { email, lng },
        });
        expect(subscribed.status()).toBe(201);
        const [mail] = await mailsTo(email);
        // The link in the e-mail, on the host under test: the API sends the browser on to the page.
        const link = new URL(mail!.unsubscribeUrl);
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page).toHaveURL(
          new RegExp(`${localizePath("/newsletter/unsubscribe", lng)}\\?token=`),
        );
        await page.getByRole("button", { name: t.newsletter.unsubscribe.button }).click();
        await expect(page).toHaveURL(localizePath("/newsletter/unsubscribed", lng));
        await expect(page.locator("h1")).toHaveText(t.newsletter.unsubscribed.title);
        expect(stored(email).subscription?.status).toBe("unsubscribed");
      });

      test("the pricing page lists every price, and says why there is no calculator", async ({
        page,
      }) => {
        await page.goto(localizePath("/pricing", lng));
        const p = t.pricing;
        await expect(page.getByRole("heading", { name: p.calculator.title })).toBeHidden();
        await expect(page.getByText(p.priceList.noScript)).toBeVisible();
        const list = page.getByRole("region", { name: p.priceList.title });
        const euros = euroFormat(lng);
        const text = (await list.textContent())!;
        const amounts = [
          prices.platform.monthlyFeePerPanellist,
          ...deviceIds.flatMap((id) => [
            prices.devices[id].monthlyRentalPerPanellist,
            prices.devices[id].purchasePrice,
          ]),
        ];
        for (const amount of amounts) expect(text).toContain(euros(toCents(amount)));
        const percent = new Intl.NumberFormat(lng === "en" ? "en-GB" : "fr-FR", {
          style: "percent",
        });
        for (const tier of [...prices.discounts.byPanellists, ...prices.discounts.byMonths]) {
          expect(text).toContain(percent.format(tier.percent / 100));
        }
        // Each device row names the device and its rental and purchase prices.
        const camera = list.getByRole("row", { name: new RegExp(p.calculator.options.pixel) });
        await expect(camera).toContainText(euros(toCents(prices.devices.pixel.purchasePrice)));
      });
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test("the mobile menu opens with the ready-made products and closes", async ({ page }) => {
        await page.goto(localizePath("/", lng));
        await page
          .getByRole("button", { name: lng === "en" ? "Open the menu" : "Ouvrir le menu" })
          .tap();
        const menu = page.locator("#mobile-menu");
        for (const name of products) {
          await expect(menu.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
        }
        await menu.locator('button[popovertargetaction="hide"]').tap();
        await expect(menu).toBeHidden();
      });

      // The menu holds the whole header and the top banner: from any page, each is two taps away.
      // Every page's menu holds the same links (tests/unit/export.test.ts); walked here from one
      // page a language, a product's in English and the pricing page in French.
      for (const start of lng === "en" ? ["/solutions/pixel"] : ["/pricing"]) {
        test(`from ${localizePath(start, lng)}, every target of the menu is two taps away`, async ({
          page,
        }) => {
          // A page load and two taps for each of the menu's targets.
          test.slow();
          await fakeApplication(page);
          for (const target of menuTargets(lng).filter(
            ({ href }) => !/^(tel|mailto):/.test(href),
          )) {
            await page.goto(localizePath(start, lng));
            const menu = await openMobileMenu(page, lng);
            await menu.locator(`a[href="${target.href}"]`).tap();
            await expect(page, target.name).toHaveURL(target.href);
          }
        });
      }

      test("the privacy notice closes", async ({ page }) => {
        await page.goto(localizePath("/", lng));
        const notice = page.locator("#privacy-notice");
        await expect(notice).toBeVisible();
        await notice.getByRole("button").tap();
        await expect(notice).toBeHidden();
      });
    });
  });
}
