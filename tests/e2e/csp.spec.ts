import { expect, test } from "@playwright/test";
import { cspViolations, openAs, pages, unlistedPages } from "./helpers";

/**
 * Each page carries its Content-Security-Policy in a `<meta http-equiv>` first in its head (the
 * build writes it: builder/csp-meta.ts), with the hashes of its own inline scripts. Run on
 * the project's server and behind nginx: every page, and the 404 pages, run all their scripts
 * (hydration included) under it, and Chromium refuses nothing.
 */
test("every page runs its scripts under the policy it carries, nothing refused", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const refused = await cspViolations(page);

  const visits = [
    ...pages,
    ...unlistedPages,
    { lng: "en" as const, path: "/no-such-page" },
    { lng: "fr" as const, path: "/fr/page-inconnue" },
  ];
  for (const { lng, path } of visits) {
    await openAs(page, lng, path);
    const policy = await page.evaluate(() => {
      const [first, second] = document.head.children;
      const meta = first?.matches("meta[charset]") ? second : first;
      return meta?.matches('meta[http-equiv="Content-Security-Policy"]')
        ? meta.getAttribute("content")
        : null;
    });
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  }
  expect(refused).toEqual([]);
});
