/**
 * Debian's Chromium, as every tool of the project drives it (Playwright, Lighthouse, the Open
 * Graph renderer). The background-networking flags matter here: without them Chromium keeps
 * trying to reach Google's services, which this machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
