// Decision 0036. Next's payloads cannot be pointed elsewhere, so one naming the API is refused.
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

const API_ACTION = new RegExp(`^(?:https?://[^/]+)?(${API_PREFIX}/.*)$`);

// Also matches JSON inside a script's string, where the quote is escaped.
const API_IN_PAYLOAD = new RegExp(`\\\\?"(?:https?://[^/"\\\\]+)?${API_PREFIX}/`);

const originBlock = (origin: string) =>
  `<script type="application/json" id="${API_ORIGIN_ELEMENT}">${JSON.stringify(origin)}</script>`;

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

export function readApiOrigin(outDir: string): string {
  const home = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const block = elements(parse(home)).find(
    (element) => element.tagName === "script" && attribute(element, "id") === API_ORIGIN_ELEMENT,
  );
  const text = block?.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  return text ? (JSON.parse(text) as string) : "";
}

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
