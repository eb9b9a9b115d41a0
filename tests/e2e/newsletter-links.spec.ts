/**
 * The newsletter from end to end, in both languages: subscribe in the footer, read the
 * confirmation e-mail the site's server sent to the mail catcher (tests/support/mail-catcher.ts),
 * confirm with its link, then unsubscribe with the link in its List-Unsubscribe header.
 */
import { expect, test, type Page } from "@playwright/test";
import enEmails from "../../locales/en/emails.json" with { type: "json" };
import enForms from "../../locales/en/forms.json" with { type: "json" };
import enNewsletter from "../../locales/en/newsletter.json" with { type: "json" };
import frEmails from "../../locales/fr/emails.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import frNewsletter from "../../locales/fr/newsletter.json" with { type: "json" };
import { CONSENT_VERSION_PATTERN } from "../../lib/consent.ts";
import { localizePath } from "../../lib/i18n/languages.ts";
import { newsletterPages } from "../../lib/newsletter-pages.ts";
import { settings } from "../../lib/settings.ts";
import { hydrated, mailsTo, openAs } from "./helpers.ts";

const copy = {
  en: { emails: enEmails, forms: enForms, newsletter: enNewsletter },
  fr: { emails: frEmails, forms: frForms, newsletter: frNewsletter },
} as const;

const NEWSLETTER = "**/api/email/register-to-list";
let counter = 0;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

for (const lng of ["en", "fr"] as const) {
  const { emails, forms, newsletter } = copy[lng];

  test(`subscribe, confirm by e-mail, unsubscribe (${lng})`, async ({ page, baseURL }) => {
    const email = `e2e-links-${lng}-${Date.now()}-${counter++}@example.com`;
    const source = localizePath("/team", lng);
    await openAs(page, lng, source);
    const footer = page.getByRole("contentinfo");

    // The consent line, with its link to the privacy policy.
    const privacy = footer.getByRole("link", {
      name: new RegExp(forms.newsletter.consent.match(/<privacy>(.*)<\/privacy>/)![1]!),
    });
    await expect(privacy).toHaveAttribute("href", settings.links.privacy);

    await footer.getByPlaceholder(forms.newsletter.footer.placeholder).fill(email);
    const request = page.waitForRequest(NEWSLETTER);
    await footer.getByRole("button", { name: forms.newsletter.submit }).click();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ email, lng, source });
    expect(sent.consent).toMatch(CONSENT_VERSION_PATTERN);

    // Mail is configured: the thanks come first, then where to look.
    const status = footer.getByRole("status").filter({ hasText: forms.newsletter.success });
    await expect(status).toContainText(forms.newsletter.pending);
    await expect(status).toBeFocused();
    expect((await status.textContent())!.trim().startsWith(forms.newsletter.success)).toBe(true);

    // The e-mail: in the subscriber's language, with the links on this site.
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain(settings.companyName);
    expect(mail!.text).toContain(emails.confirm.action);
    const { confirmUrl, unsubscribeUrl } = mail!;
    expect(confirmUrl.startsWith(`${baseURL}/api/newsletter/confirm?token=`)).toBe(true);
    expect(unsubscribeUrl.startsWith(`${baseURL}/api/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Confirm: the link lands on the page that says so, in the subscriber's language.
    await page.goto(confirmUrl);
    await expect(page).toHaveURL(`${baseURL}${localizePath(newsletterPages.confirmed, lng)}`);
    await expect(heading(page)).toHaveText(newsletter.confirmed.title);
    // The same link again: nothing more to do.
    await page.goto(confirmUrl);
    await expect(page).toHaveURL(
      `${baseURL}${localizePath(newsletterPages.alreadyConfirmed, lng)}`,
    );
    await expect(heading(page)).toHaveText(newsletter.alreadyConfirmed.title);

    // Unsubscribe: opening the link changes nothing; the button does it.
    await page.goto(unsubscribeUrl);
    await hydrated(page);
    await expect(page).toHaveURL(
      new RegExp(`${localizePath(newsletterPages.unsubscribe, lng)}\\?token=`),
    );
    await expect(heading(page)).toHaveText(newsletter.unsubscribe.title);
    await page.getByRole("button", { name: newsletter.unsubscribe.button }).click();
    await expect(heading(page)).toHaveText(newsletter.unsubscribed.title);
    await expect(heading(page)).toBeFocused();
    // Again, from the same link: already done, said plainly.
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: newsletter.unsubscribe.button }).click();
    await expect(heading(page)).toHaveText(newsletter.unsubscribe.already.title);
    // The confirmation link of an address that left does not subscribe it again.
    await page.goto(confirmUrl);
    await expect(page).toHaveURL(`${baseURL}${localizePath(newsletterPages.unsubscribed, lng)}`);
    await expect(heading(page)).toHaveText(newsletter.unsubscribed.title);
  });

  test(`forged and missing tokens get a clear page (${lng})`, async ({ page, baseURL }) => {
    await openAs(page, lng, localizePath("/", lng));
    // The browser's language decides, since a forged link names no subscriber.
    await page.setExtraHTTPHeaders({ "accept-language": lng });
    for (const path of [
      "/api/newsletter/confirm?token=c.1.9999999999.forged",
      "/api/newsletter/confirm",
      "/api/newsletter/unsubscribe?token=u.1.forged",
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${baseURL}${localizePath(newsletterPages.linkInvalid, lng)}`);
      await expect(heading(page)).toHaveText(newsletter.linkInvalid.title);
    }
    // The unsubscribe page opened without a token says the link is not valid.
    await page.goto(localizePath(newsletterPages.unsubscribe, lng));
    await expect(heading(page)).toHaveText(newsletter.linkInvalid.title);
  });

  test(`the newsletter pages exist, unlisted, in ${lng}`, async ({ page }) => {
    for (const path of Object.values(newsletterPages)) {
      const response = await page.goto(localizePath(path, lng));
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    // An expired confirmation link's page offers the form again.
    await page.goto(localizePath(newsletterPages.linkExpired, lng));
    const again = page.getByRole("region", { name: newsletter.linkExpired.action });
    await expect(again.getByPlaceholder(forms.newsletter.cta.placeholder)).toBeVisible();
  });
}
