import { expect, test } from "@playwright/test";
import { openAs, pages } from "./helpers";

test("no page sets a cookie or asks another origin for anything", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
  });
  const cookieHeaders: string[] = [];
  page.on("response", async (response) => {
    const header = await response.headerValue("set-cookie");
    if (header) cookieHeaders.push(`${response.url()}: ${header}`);
  });
  for (const { lng, path } of pages) {
    await openAs(page, lng, path);
    await page.waitForLoadState("networkidle");
    // Bring in the deferred menus too: they must not reach out either.
    await page.getByRole("button", { name: /Language|Langue/ }).hover();
    expect(await page.evaluate(() => document.cookie), path).toBe("");
  }
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  expect(cookieHeaders).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
