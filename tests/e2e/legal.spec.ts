import { expect, test } from "@playwright/test";
import { languages, localizePath } from "../../lib/i18n/languages.ts";
import { settings } from "../../lib/settings.ts";
import { copy, openAs } from "./helpers.ts";

/**
 * The legal notice (« mentions légales »): linked from every page's footer, in the sitemap, and
 * as shipped (content/legal.json with every fact unknown) showing the publisher's name and
 * contacts and no heading without content. Its 200, head and axe checks run with every page
 * (lib/pages.ts lists it).
 */

for (const lng of languages) {
  test(`as shipped, names the publisher and its contacts, and no heading is empty (${lng})`, async ({
    page,
  }) => {
    const t = copy(lng, "legal");
    const response = await openAs(page, lng, localizePath("/legal-notice", lng));
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(t.hero.title);

    const publisher = page.getByRole("region", { name: t.publisher.title });
    await expect(publisher).toContainText(settings.companyName);
    await expect(publisher.getByRole("link", { name: settings.email })).toHaveAttribute(
      "href",
      `mailto:${settings.email}`,
    );
    await expect(publisher.getByRole("link", { name: settings.phone })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
    // Unknown facts are left out, and so is a section with none.
    await expect(publisher).not.toContainText(t.publisher.legalForm);
    await expect(page.getByRole("heading", { name: t.host.title })).toHaveCount(0);

    const privacy = page.getByRole("region", { name: t.privacy.title });
    await expect(privacy.getByRole("link")).toHaveCount(2);
    await expect(privacy.getByRole("link").first()).toHaveAttribute("href", settings.links.privacy);

    // Every heading of the main content has text, and something after it in its section.
    const headings = page.locator("main").locator("h1, h2, h3");
    for (const heading of await headings.all()) {
      await expect(heading).not.toBeEmpty();
      const following = await heading.evaluate((h) => {
        const section = h.closest("section") ?? h.parentElement!;
        const text = section.textContent ?? "";
        return text.slice(text.indexOf(h.textContent ?? "") + (h.textContent ?? "").length).trim();
      });
      expect(following.length, (await heading.textContent()) ?? "").toBeGreaterThan(0);
    }
  });
}
