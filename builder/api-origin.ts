/**
 * Where the forms' API runs, set on an export once Next.js has built it, so one build serves any
 * origin (docs/decisions/0036-api-origin-after-the-build.md). The build applies
 * NEXT_PUBLIC_API_ORIGIN this way; `npm run api-origin -- <origin> [--to <dir>]` points an
 * export already built (or a copy of it) at another.
 *
 * A page pointed at an origin has each form's `action` there and names the origin in a JSON data
 * block (`lib/api-paths.ts` `apiUrl` reads it, so the forms' scripts and a form rendered after a
 * client-side navigation post there too); its CSP allows it in `connect-src` and `form-action`
 * (builder/csp-meta.ts), and the nginx snippet has no `/api/` location. Next's payloads (the
 * `.txt` files and the data inlined in the pages) name no API address: the forms compute theirs
 * in the browser. A payload that did would not be pointed elsewhere, so the step refuses it,
 * naming the file.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "parse5";
import { API_ORIGIN_ELEMENT, API_PREFIX } from "../lib/api-paths.ts";
import { apiOriginFrom } from "../lib/settings.ts";
import { listPublishedFiles } from "../server/out-layout.ts";
import { compressExport } from "./compress.ts";
import { attribute, elements, inlineScriptBodies } from "./csp.ts";
import { writePolicyMetas } from "./csp-meta.ts";
import { writeDeployFiles } from "./host-files/index.ts";

/** An API address as a form's `action` holds it: the path alone, or under an origin. */
const API_ACTION = new RegExp(`^(?:https?://[^/]+)?(${API_PREFIX}/.*)$`);

/** A string in Next's payloads (JSON, and JSON inside a script's string) naming the API. */
const API_IN_PAYLOAD = new RegExp(`\\\\?"(?:https?://[^/"\\\\]+)?${API_PREFIX}/`);

/** The data block naming the origin, as the page carries it. */
const originBlock = (origin: string) =>
  `<script type="application/json" id="${API_ORIGIN_ELEMENT}">${JSON.stringify(origin)}</script>`;

/**
 * The page with each form's API `action` under `origin` ("" for the pages' own origin, the
 * path alone), and the data block naming it (none for the pages' own). Edited by parse5's source
 * offsets: the rest of the page stays byte for byte.
 */
export function pointPageAt(html: string, origin: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    if (element.tagName === "form") {
      const match = API_ACTION.exec(attribute(element, "action") ?? "");
      const at = location?.attrs?.action;
      if (match && at)
        edits.push({
          start: at.startOffset,
          end: at.endOffset,
          text: `action="${origin}${match[1]}"`,
        });
    }
    if (element.tagName === "script" && attribute(element, "id") === API_ORIGIN_ELEMENT && location)
      edits.push({ start: location.startOffset, end: location.endOffset, text: "" });
    if (element.tagName === "head" && origin && location?.endTag)
      edits.push({
        start: location.endTag.startOffset,
        end: location.endTag.startOffset,
        text: originBlock(origin),
      });
  }
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((page, edit) => page.slice(0, edit.start) + edit.text + page.slice(edit.end), html);
}

/** The API origin an export's pages are pointed at ("": their own), read from its home page. */
export function readApiOrigin(outDir: string): string {
  const home = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const block = elements(parse(home)).find(
    (element) => element.tagName === "script" && attribute(element, "id") === API_ORIGIN_ELEMENT,
  );
  const text = block?.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  return text ? (JSON.parse(text) as string) : "";
}

/**
 * Points an export at `origin` ("": the pages' own origin): its pages, their CSP, its host
 * files. Its precompressed copies are left to `compressExport`. Returns how many pages changed.
 */
export function setApiOrigin(outDir: string, origin: string): number {
  let changed = 0;
  for (const urlPath of listPublishedFiles(outDir)) {
    const file = path.join(outDir, ...urlPath.split("/"));
    if (urlPath.endsWith(".txt")) {
      if (API_IN_PAYLOAD.test(fs.readFileSync(file, "utf8"))) throw payloadError(file);
      continue;
    }
    if (!urlPath.endsWith(".html")) continue;
    const html = fs.readFileSync(file, "utf8");
    if (inlineScriptBodies(html).some((body) => API_IN_PAYLOAD.test(body)))
      throw payloadError(file);
    const pointed = pointPageAt(html, origin);
    if (pointed === html) continue;
    fs.writeFileSync(file, pointed);
    changed += 1;
  }
  writePolicyMetas(outDir, origin);
  writeDeployFiles(outDir, origin);
  return changed;
}

const payloadError = (file: string) =>
  new Error(
    `${path.relative(process.cwd(), file)}: Next's payload names an address of the API, which ` +
      "the API origin step cannot point elsewhere; let the client component compute it with " +
      "apiUrl (lib/api-paths.ts)",
  );

/** `npm run api-origin -- <origin> [--to <dir>]`: out/ (or a copy of it in <dir>) pointed at <origin>. */
async function main(args: string[]): Promise<void> {
  const to = args.indexOf("--to");
  const target = to === -1 ? "out" : args[to + 1];
  const given = args.filter((_, i) => i !== to && i !== to + 1);
  if (given.length !== 1 || !target) {
    throw new Error("Usage: npm run api-origin -- <https://api.example.com> [--to <folder>]");
  }
  const origin = apiOriginFrom(given[0]);
  if (!fs.existsSync(path.join("out", "index.html")))
    throw new Error("No export in out/: run npm run build first");
  if (target !== "out") {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync("out", target, { recursive: true });
  }
  const pages = setApiOrigin(target, origin);
  const { files, fromCache } = await compressExport(target);
  console.log(
    `${target}/: ${pages} pages post to ${origin || "their own origin"}; ` +
      `${files} precompressed copies (${fromCache} from the build cache)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
