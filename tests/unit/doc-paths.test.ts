/**
 * Every repository path the docs and the code's comments name exists: a path such as
 * `lib/pricing/pricing.ts` or `server/outbox/` in README.md, docs/ or a comment (app, components,
 * lib, server, scripts, tests, bench, the workflows), and every relative Markdown link with its
 * #heading. A moved or deleted file leaves no reader looking for it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The repository's top folders a path in prose can start with. */
const TOP_FOLDERS = [
  "app",
  "components",
  "lib",
  "server",
  "scripts",
  "docs",
  "content",
  "locales",
  "tests",
  "public",
  "bench",
  "builder",
  ".github",
  ".ci",
];
const CODE_FOLDERS = ["app", "components", "lib", "server", "scripts", "tests", "bench", "builder"];

// A top folder not preceded by a word, a dot, a slash or @ (so neither a route `/api/…`, nor
// the lib/ folder inside scripts/lib/, nor an import's `@/lib/`), then path characters; globs and
// placeholders ({en,fr}, *, <id>, …) included, to be cut off below.
const PATH = new RegExp(
  `(?<![\\w.@/\\-])(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w.\\-/\\[\\]{},*<>…]*`,
  "g",
);
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

type Mention = { file: string; line: number; text: string };

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(dir, entry))
    .filter((file) => !file.split(path.sep).includes("node_modules"))
    .filter((file) => keep(file) && fs.statSync(path.join(root, file)).isFile());
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
function scriptComments(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  // Every node and token, so that a comment before a closing brace (`{/* … */}` in JSX, the end
  // of a block or of the file) is read too.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

/** `#` comments (shell, YAML, Dockerfile) and CSS comments, line by line. */
function lineComments(file: string, text: string): { line: number; text: string }[] {
  const lines = text.split("\n");
  if (file.endsWith(".css")) {
    const comments: { line: number; text: string }[] = [];
    for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g)) {
      comments.push({ line: text.slice(0, match.index).split("\n").length, text: match[0] });
    }
    return comments;
  }
  return lines.flatMap((line, i) => {
    const at = line.search(/(^|\s)#/);
    return at === -1 ? [] : [{ line: i + 1, text: line.slice(at) }];
  });
}

/** Splits a multi-line comment or document into lines numbered from `first`. */
function byLine(first: number, text: string): { line: number; text: string }[] {
  return text.split("\n").map((lineText, i) => ({ line: first + i, text: lineText }));
}

function pathMentions(file: string, pieces: { line: number; text: string }[]): Mention[] {
  return pieces.flatMap((piece) =>
    byLine(piece.line, piece.text).flatMap(({ line, text }) =>
      [...text.matchAll(PATH)].map((match) => ({ file, line, text: match[0] })),
    ),
  );
}

/**
 * What must exist for a mention: the path itself, or for a glob or placeholder
 * (`locales/{en,fr}/x.json`, `tests/unit/*.test.ts`, `app/[lang]/…`) the folder before it. Null
 * when the text is not a file or folder path (no extension, no trailing slash).
 */
function checkedPath(text: string): string | null {
  let candidate = text.replace(/[.,]+$/, "");
  const wildcard = candidate.search(/[{}*<>…]|\.\.\./);
  if (wildcard !== -1) return candidate.slice(0, candidate.lastIndexOf("/", wildcard) + 1);
  candidate = candidate.replace(/[\])]+$/, (closing) =>
    // `app/[lang]/` keeps its bracket; a closing bracket after the path is punctuation.
    candidate.slice(0, -closing.length).includes("[") ? closing : "",
  );
  const last = candidate.slice(candidate.lastIndexOf("/") + 1);
  if (candidate.endsWith("/") || /\.[A-Za-z0-9]+$/.test(last)) return candidate;
  return null;
}

/** The paths git printed, each with and without a trailing slash. */
function names(out: string): Set<string> {
  return new Set(
    out
      .split("\n")
      .filter(Boolean)
      .flatMap((p) => [p, p.replace(/\/$/, "")]),
  );
}

/** Files the build, the preview or the tests write, which a fresh clone does not hold. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: root,
      // A git-ignored folder (`bench/.floor/`) matches only with its slash.
      input: paths.flatMap((p) => [p, `${p.replace(/\/$/, "")}/`]).join("\n"),
      encoding: "utf8",
    });
    return names(out);
  } catch (error) {
    // Exit 1: none of them is ignored.
    return names((error as { stdout?: string }).stdout ?? "");
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function headings(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchor((m[1] ?? "").replace(/`/g, ""))),
  );
}

const markdownFiles = ["README.md", ...listFiles("docs", (file) => file.endsWith(".md"))];
const codeFiles = [
  ...CODE_FOLDERS.flatMap((dir) => listFiles(dir, (file) => /\.(tsx?|mjs|js|css|sh)$/.test(file))),
  ...fs.readdirSync(root).filter((file) => /\.(ts|mjs)$/.test(file)),
  ...listFiles(".github", (file) => /\.ya?ml$/.test(file)),
  ...listFiles(".ci", () => true),
  "Dockerfile",
].filter((file) => !/(^|\/)(bench\/results|bench\/\.floor)\//.test(file));

let mentions: Mention[] | undefined;
function allMentions(): Mention[] {
  mentions ??= readMentions();
  return mentions;
}

function readMentions(): Mention[] {
  const fromDocs = markdownFiles.flatMap((file) =>
    pathMentions(file, [{ line: 1, text: fs.readFileSync(path.join(root, file), "utf8") }]),
  );
  const fromCode = codeFiles.flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    // Parsing is the slow part: only files with a path on a line that has a comment are parsed.
    const commentLine = /(\/\/|\/\*|^\s*\*|#)/;
    if (!text.split("\n").some((line) => commentLine.test(line) && line.match(PATH))) return [];
    const comments = /\.(tsx?|mjs|js)$/.test(file)
      ? scriptComments(file, text)
      : lineComments(file, text);
    return pathMentions(file, comments);
  });
  return [...fromDocs, ...fromCode];
}

describe("paths named in the docs and in comments", { timeout: 60_000 }, () => {
  it("finds mentions in the docs and in the code's comments (the check reads what it should)", () => {
    const mentions = allMentions();
    expect(mentions.some((m) => m.file === "README.md")).toBe(true);
    expect(mentions.some((m) => m.file.startsWith("lib/"))).toBe(true);
    expect(mentions.some((m) => m.file.endsWith(".tsx"))).toBe(true);
    // The pattern takes repository paths, not routes, URLs nor a folder inside another path.
    const sample =
      "see lib/pricing/pricing.ts, /solutions/pixel, https://x.example/lib/a.ts and scripts/lib/b.ts";
    expect([...sample.matchAll(PATH)].map((m) => checkedPath(m[0]))).toEqual([
      "lib/pricing/pricing.ts",
      "scripts/lib/b.ts",
    ]);
    expect(checkedPath("locales/{en,fr}/forms.json")).toBe("locales/");
    expect(checkedPath("app/[lang]/…")).toBe("app/[lang]/");
    expect(checkedPath("server/outbox/).")).toBe("server/outbox/");
    expect(checkedPath("tests/unit")).toBeNull();
  });

  it("exist in the repository (file, line and the missing path)", () => {
    const candidates = allMentions().flatMap((mention) => {
      const checked = checkedPath(mention.text);
      return checked === null ? [] : [{ ...mention, checked }];
    });
    const absent = candidates.filter((m) => !fs.existsSync(path.join(root, m.checked)));
    const generated = ignoredByGit([...new Set(absent.map((m) => m.checked))]);
    const missing = absent
      .filter((m) => !generated.has(m.checked))
      .map((m) => `${m.file}:${m.line}: ${m.checked} does not exist`);
    expect(missing).toEqual([]);
  });

  it("every relative Markdown link reaches a file, and its #heading a heading of that file", () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      text.split("\n").forEach((lineText, i) => {
        for (const [, target = ""] of lineText.matchAll(MARKDOWN_LINK)) {
          if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
          const [linkPath, hash] = target.split("#");
          const linked = linkPath
            ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), linkPath))
            : file;
          if (!fs.existsSync(path.join(root, linked))) {
            broken.push(`${file}:${i + 1}: ${target}: ${linked} does not exist`);
          } else if (hash && linked.endsWith(".md") && !headings(linked).has(hash)) {
            broken.push(`${file}:${i + 1}: ${target}: no heading #${hash} in ${linked}`);
          }
        }
      });
    }
    expect(broken).toEqual([]);
  });
});
