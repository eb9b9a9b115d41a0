/**
 * Debian's Chromium, as every tool of the project drives it. Without the background-networking
 * flags Chromium keeps trying to reach Google's services, which this machine's network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The same Chromium build without the desktop browser around it (Debian's
 * chromium-headless-shell, as Playwright's own headless default): half the CPU a test
 * (decision 0039).
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
