/**
 * Renders public/og.svg (drawn for the site) to public/og.png, the image social networks
 * show for shared links (they do not accept SVG). Run after editing the SVG:
 * `node --import tsx scripts/render-og-image.ts`, then commit both files.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium";

const root = process.cwd();
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.join(root, "public", "og.svg")}`);
await page.screenshot({ path: path.join(root, "public", "og.png"), type: "png" });
await browser.close();
console.log("Wrote public/og.png");
