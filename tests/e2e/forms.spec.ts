import { expect, test, type Page, type Route } from "@playwright/test";
import enForms from "../../locales/en/forms.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import { createI18n } from "../../lib/i18n/copy.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { contactField } from "../../lib/contact-fields.ts";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import frContact from "../../locales/fr/contact.json" with { type: "json" };
import { openAs } from "./helpers.ts";

const copy = { en: enForms, fr: frForms } as const;
// The specified success texts, word for word, and their French equivalents.
const thanks = { en: "Thanks for subscribing !", fr: "Merci pour votre inscription\u202F!" };
const sent = { en: "Sent !", fr: "Envoyé\u202F!" };

const NEWSLETTER = "**/api/email/register-to-list";
const CONTACT = "**/api/contact";

let counter = 0;
const freshEmail = (lng: Language) => `e2e-${lng}-${Date.now()}-${counter++}@example.com`;

/**
 * Holds matching requests until `release()`, then lets them reach the real server. `first`
 * resolves with the first request's body once Playwright has intercepted it, which may be
 * after the page already shows its busy state.
 */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: (body: string) => void;
  const first = new Promise<string>((resolve) => (arrived = resolve));
  await page.route(url, async (route: Route) => {
    arrived(route.request().postData() ?? "");
    await released;
    await route.continue();
  });
  return { release, first };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];

  test.describe(`newsletter (${lng})`, () => {
    const footerForm = (page: Page) => page.getByRole("contentinfo");

    test("footer: editing, submitting only while the call runs, then subscribed", async ({
      page,
    }) => {
      await openAs(page, lng, localizePath("/team", lng));
      const footer = footerForm(page);
      const field = footer.getByPlaceholder(t.newsletter.footer.placeholder);
      const button = footer.getByRole("button", { name: t.newsletter.submit });
      await expect(field).toHaveAccessibleName(t.newsletter.label);
      await expect(field).toHaveAttribute("type", "email");
      await expect(button).toBeDisabled();
      const email = freshEmail(lng);
      await field.fill(email);
      await expect(button).toBeEnabled();

      const held = await holdRequests(page, NEWSLETTER);
      await button.click();
      const busy = footer.getByRole("button", { name: t.newsletter.submitting });
      await expect(busy).toBeDisabled();
      await expect(field).toBeDisabled();
      await expect(busy.locator("svg.animate-spin")).toBeVisible();
      expect(JSON.parse(await held.first)).toMatchObject({ email });
      const answer = page.waitForResponse(NEWSLETTER);
      held.release();
      expect((await answer).status()).toBe(201);

      const success = footer.getByRole("status").filter({ hasText: thanks[lng] });
      await expect(success).toBeVisible();
      await expect(success.locator("svg")).toBeVisible();
      await expect(footer.getByPlaceholder(t.newsletter.footer.placeholder)).toHaveCount(0);
    });

    test("footer: a network failure keeps the address and says so politely", async ({ page }) => {
      const errors = consoleErrors(page);
      await openAs(page, lng, localizePath("/", lng));
      await page.route(NEWSLETTER, (route) => route.abort());
      const footer = footerForm(page);
      const field = footer.getByPlaceholder(t.newsletter.footer.placeholder);
      const email = freshEmail(lng);
      await field.fill(email);
      await footer.getByRole("button", { name: t.newsletter.submit }).click();
      const message = footer.getByText(t.newsletter.errors.failed);
      await expect(message).toBeVisible();
      await expect(message).toHaveAttribute("role", "status");
      await expect(field).toBeEnabled();
      await expect(field).toHaveValue(email);
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(t.newsletter.errors.failed);
      expect(errors.some((error) => error.includes("Newsletter subscription failed"))).toBe(true);
    });

    test("footer: a 500 returns to editing; an invalid address is caught before any call", async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await openAs(page, lng, localizePath("/contact", lng));
      const section = footerForm(page);
      const field = section.getByPlaceholder(t.newsletter.footer.placeholder);
      const button = section.getByRole("button", { name: t.newsletter.submit });
      await expect(button).toBeDisabled();

      let calls = 0;
      await page.route(NEWSLETTER, (route) => {
        calls++;
        return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
      });
      await field.fill("not-an-address");
      await button.click();
      await expect(field).toHaveAccessibleDescription(t.newsletter.errors.invalid);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect(calls).toBe(0);

      const email = freshEmail(lng);
      await field.fill(email);
      await button.click();
      await expect(section.getByText(t.newsletter.errors.failed)).toBeVisible();
      await expect(field).toHaveValue(email);
      await expect(button).toBeEnabled();
      expect(calls).toBe(1);
      expect(errors.some((error) => error.includes("HTTP 500"))).toBe(true);

      // The real server, once the failure is gone.
      await page.unroute(NEWSLETTER);
      await button.click();
      await expect(section.getByText(thanks[lng])).toBeVisible();
    });
    test("footer: a link sent to the same inbox a short while ago is said, with when to ask again", async ({
      page,
    }) => {
      // The server mails a confirmation link (double opt-in) once per inbox and backoff.
      const email = freshEmail(lng);
      for (const address of [email, email.replace("@", "+again@")]) {
        await openAs(page, lng, localizePath("/team", lng));
        const footer = footerForm(page);
        await footer.getByPlaceholder(t.newsletter.footer.placeholder).fill(address);
        await footer.getByRole("button", { name: t.newsletter.submit }).click();
        await expect(footer.getByRole("status")).toContainText(thanks[lng]);
      }
      const when = new Intl.RelativeTimeFormat(lng === "fr" ? "fr-FR" : "en-GB").format(1, "hour");
      const said = t.newsletter.recentlySent.replace("{{when}}", when);
      await expect(footerForm(page).getByRole("status")).toContainText(said);
      await expect(footerForm(page).getByRole("status")).not.toContainText(email.split("@")[0]!);
    });
  });

  test.describe(`contact form (${lng})`, () => {
    const path = localizePath("/contact", lng);
    const labels = { en: enContact, fr: frContact }[lng].form;
    const fill = async (page: Page, values: { name: string; email: string; message: string }) => {
      await page.getByLabel(labels.name, { exact: true }).fill(values.name);
      await page.getByLabel(labels.email, { exact: true }).fill(values.email);
      await page.getByLabel(labels.message, { exact: true }).fill(values.message);
    };
    const valid = () => ({
      name: "Ada Lovelace",
      email: freshEmail(lng),
      message: `A quote for 40 panellists, please <b>soon</b> — ${lng} 🙂`,
    });

    test("checks the fields with the server's rules before sending anything", async ({ page }) => {
      let calls = 0;
      await page.route(CONTACT, (route) => {
        calls++;
        return route.continue();
      });
      await openAs(page, lng, path);
      await page.getByRole("button", { name: labels.submit }).click();
      const name = page.getByLabel(labels.name, { exact: true });
      await expect(name).toHaveAccessibleDescription(labels.errors.name.required);
      await expect(name).toBeFocused();
      await expect(page.getByLabel(labels.email, { exact: true })).toHaveAccessibleDescription(
        labels.errors.email.required,
      );
      await fill(page, { name: "Ada", email: "ada@", message: "too short" });
      await page.getByRole("button", { name: labels.submit }).click();
      await expect(page.getByLabel(labels.email, { exact: true })).toHaveAccessibleDescription(
        labels.errors.email.invalid,
      );
      await expect(page.getByLabel(labels.message, { exact: true })).toHaveAccessibleDescription(
        // The copy quotes the limits the validation uses.
        (["form.messageHint", "form.errors.message.tooShort"] as const)
          .map((key) => createI18n(lng).t(key, { ns: "contact", min: contactField("message").min }))
          .join(" "),
      );
      await expect(page.getByRole("status").filter({ hasText: labels.errors.check })).toBeVisible();
      expect(calls).toBe(0);
    });

    test("sends, shows the submitting state while the call runs, then reads the sent text", async ({
      page,
    }) => {
      await openAs(page, lng, path);
      const values = valid();
      await fill(page, values);
      const held = await holdRequests(page, CONTACT);
      await page.getByRole("button", { name: labels.submit }).click();
      const busy = page.getByRole("button", { name: labels.submitting });
      await expect(busy).toBeDisabled();
      await expect(busy.locator("svg.animate-spin")).toBeVisible();
      expect(JSON.parse(await held.first)).toMatchObject(values);
      const answer = page.waitForResponse(CONTACT);
      held.release();
      expect((await answer).status()).toBe(201);
      await expect(page.getByRole("button", { name: sent[lng] })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: labels.sentStatus })).toBeVisible();
      // Typing again starts a new message.
      await page.getByLabel(labels.name, { exact: true }).fill("Grace");
      await expect(page.getByRole("button", { name: labels.submit })).toBeEnabled();
    });

    test("a 400 shows the server's message per field and keeps the text", async ({ page }) => {
      await openAs(page, lng, path);
      await page.route(CONTACT, (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: "Invalid", fields: { email: "invalid" } }),
        }),
      );
      const values = valid();
      await fill(page, values);
      await page.getByRole("button", { name: labels.submit }).click();
      await expect(page.getByLabel(labels.email, { exact: true })).toHaveAccessibleDescription(
        labels.errors.email.invalid,
      );
      await expect(page.getByLabel(labels.message, { exact: true })).toHaveValue(values.message);
    });

    for (const failure of ["500", "network"] as const) {
      test(`a ${failure} failure says so clearly and loses nothing`, async ({ page }) => {
        await openAs(page, lng, path);
        await page.route(CONTACT, (route) =>
          failure === "500" ? route.fulfill({ status: 500, body: "{}" }) : route.abort(),
        );
        const values = valid();
        await fill(page, values);
        await page.getByRole("button", { name: labels.submit }).click();
        await expect(
          page.getByRole("status").filter({ hasText: "contact@epiderma.example" }),
        ).toBeVisible();
        await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue(values.name);
        await expect(page.getByLabel(labels.email, { exact: true })).toHaveValue(values.email);
        await expect(page.getByLabel(labels.message, { exact: true })).toHaveValue(values.message);
        await expect(page.getByRole("button", { name: labels.submit })).toBeEnabled();
      });
    }

    test("prefills the message from ?message= without moving the page", async ({ page }) => {
      const quote = `Quote: 12 months, 40 panellists\nPlatform, skin probe (${lng})`;
      await openAs(page, lng, `${path}?message=${encodeURIComponent(quote)}`);
      const message = page.getByLabel(labels.message, { exact: true });
      await expect(message).toHaveValue(quote);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                total += (entry as unknown as { value: number }).value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      // The prerendered HTML has an empty message: the query is read after hydration.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain("40 panellists");
    });
  });
}
