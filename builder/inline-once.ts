// Decision 0013. `experimental.inlineCss` puts the stylesheet in `<style>` and in React's payload;
// React adopts a style already in the document by its `href`, so the payload's copy can go. An
// inline script's text (`dangerouslySetInnerHTML`) is in the payload too, which React does not
// read either when it hydrates the `<script>` it finds in the page: its copy goes the same way.
import fs from "node:fs";
import path from "node:path";
import { listPublishedFiles } from "../server/out-layout.ts";
import { inlineScriptBodies } from "./csp.ts";
import { isPayloadScript, payloadPushScript, payloadPushes } from "./payload.ts";

const STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;

export function inlineOnce(html: string, file: string): string {
  const sheets = [...html.matchAll(STYLE)].map((match) => match[1]!);
  const scripts = inlineScriptBodies(html).filter((script) => !isPayloadScript(script));
  const pushes = payloadPushes(html);
  const stream = pushes.map((push) => push.text).join("");
  // A long text's row: `id:T<its length in UTF-8 bytes, hex>,` then the text.
  const row = (text: string) => {
    const header = `:T${Buffer.byteLength(text).toString(16)},`;
    const at = stream.indexOf(`${header}${text}`);
    return at === -1 ? null : { start: at + 2, end: at + header.length + text.length, text: "0," };
  };
  const cuts = [
    ...sheets.map((sheet) => {
      const cut = row(sheet);
      if (cut === null)
        throw new Error(
          `${file}: the stylesheet's copy in React's payload was not found (Next.js may inline it differently now)`,
        );
      return cut;
    }),
    // A short script is written inside its element's row, not as a row of its own: it stays.
    ...scripts.flatMap((script) => row(script) ?? []),
  ];
  if (cuts.length === 0) return html;
  let offset = 0;
  const edited = pushes.map((push) => {
    const from = offset;
    offset += push.text.length;
    let text = push.text;
    for (const cut of [...cuts].sort((a, b) => b.start - a.start)) {
      const start = Math.max(cut.start, from) - from;
      const end = Math.min(cut.end, offset) - from;
      if (start >= end) continue;
      text = text.slice(0, start) + (cut.start >= from ? cut.text : "") + text.slice(end);
    }
    return { ...push, html: text === push.text ? null : payloadPushScript(text) };
  });
  return edited
    .filter((push) => push.html !== null)
    .sort((a, b) => b.start - a.start)
    .reduce((page, push) => page.slice(0, push.start) + push.html + page.slice(push.end), html);
}

export function writeInlineOnce(outDir: string): number {
  let changed = 0;
  for (const urlPath of listPublishedFiles(outDir)) {
    if (!urlPath.endsWith(".html")) continue;
    const file = path.join(outDir, ...urlPath.split("/"));
    const html = fs.readFileSync(file, "utf8");
    const once = inlineOnce(html, path.relative(process.cwd(), file));
    if (once === html) continue;
    fs.writeFileSync(file, once);
    changed += 1;
  }
  return changed;
}
