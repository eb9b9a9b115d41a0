import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations in the page as it stands. The site has no frame, so axe runs in the page
 * itself (legacy mode), not once per frame and again in a blank page to merge, which costs
 * seconds a page. Its source is evaluated once a document: AxeBuilder evaluates it twice a run.
 */
export async function axeViolations(page: Page, tags = wcagTags): Promise<Violations> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await new AxeBuilder({ page, axeSource: "void 0" })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations;
}

/** The serious and critical ones, each with the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
