import type { Page } from "@playwright/test";

/**
 * What Chromium refuses under a page's Content-Security-Policy, each with the page's path: every
 * `securitypolicyviolation` event and every console message about the policy. Call before the
 * first navigation; the list fills as the page runs.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(`${page.url()}: ${message.text()}`);
    }
  });
  await page.exposeFunction("reportViolation", (report: string) => refused.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`;
      (window as unknown as { reportViolation(report: string): void }).reportViolation(report);
    });
  });
  return refused;
}
