import { expect, test } from "@playwright/test";
import { languages, localizePath } from "../../lib/i18n/languages.ts";
import { requestHref } from "../../lib/request-pages.ts";
import { copy, openAs } from "./helpers.ts";

/**
 * The security and compliance page: reachable from every page's footer, in the sitemap, and as
 * shipped (content/compliance.json with nothing about copilot confirmed) inviting the questions
 * rather than stating anything. Its 200, head, axe and no-JavaScript checks run with every page.
 */

for (const lng of languages) {
  test(`as shipped, states what is known and asks for the rest in one list (${lng})`, async ({
    page,
  }) => {
    const t = copy(lng, "security");
    await openAs(page, lng, localizePath("/security", lng));
    await expect(page.locator("h1")).toHaveText(t.hero.title);

    // No topic without a fact, unless it says something general (the GDPR roles).
    await expect(page.getByRole("region", { name: t.hosting.title })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: t.certifications.title, exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole("region", { name: t.gdpr.title })).toContainText(t.gdpr.lead);
    // The website's own facts are stated: they are true of this site, whatever copilot's are.
    await expect(page.getByRole("region", { name: t.website.title })).toContainText(
      t.website.setsCookies.none,
    );

    const onRequest = page.getByRole("region", { name: t.onRequest.title });
    const items = onRequest.getByRole("listitem");
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText(t.hosting.provider.request);
    const lines = (await items.allTextContents()).map((item) => `- ${item}`);
    await expect(page.getByRole("main").getByRole("link", { name: t.onRequest.cta })).toHaveCount(
      1,
    );

    await onRequest.getByRole("link", { name: t.onRequest.cta }).click();
    // Its request page: the form holds the list, and the address none of it.
    await expect(page).toHaveURL(new URL(requestHref(lng, "security-documents"), page.url()).href);
    await expect(page.getByLabel(copy(lng, "contact").form.topic, { exact: true })).toHaveValue(
      "security",
    );
    await expect(page.getByLabel(copy(lng, "contact").form.message, { exact: true })).toHaveValue(
      [t.onRequest.message, ...lines].join("\n"),
    );
  });
}
