/**
 * What docs/architecture.md says that can be checked against the tree: its folder table lists
 * the repository's folders and nothing else, the components folders it names are the ones
 * there are, and the README sends readers to that table instead of writing its own. Every
 * `npm run …` the README and docs/ give is a script of package.json. (Paths and links are
 * tests/unit/doc-paths.test.ts's.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const architecture = read("docs/architecture.md");

/** The first cell of each row of the section's table, and the rows themselves. */
function folderTable(): Map<string, string> {
  const section = architecture.split(/^## /m).find((part) => part.startsWith("Folders\n"))!;
  const rows = section.split("\n").filter((line) => /^\| `/.test(line));
  return new Map(rows.map((row) => [row.split("|")[1]!.trim(), row]));
}

describe("docs/architecture.md", () => {
  it("lists in its folder table every folder of the repository, and only those", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => file.includes("/") && !file.startsWith("."))
      .map((file) => file.split("/")[0]!);
    const named = [...folderTable().keys()].flatMap((cell) =>
      [...cell.matchAll(/`([\w.-]+)(?:\/[\w-]*)?`/g)].map((match) => match[1]!),
    );
    expect(new Set(named.filter((name) => !name.includes(".")))).toEqual(new Set(tracked));
  });

  it("names the components folders there are", () => {
    const row = folderTable().get("`components/`")!;
    const named = [...row.split("|")[2]!.matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]);
    const folders = fs
      .readdirSync(path.join(root, "components"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(named.sort()).toEqual(folders.sort());
  });

  it("is where the folders are described: the README links to it", () => {
    const readme = read("README.md");
    expect(readme).toContain("docs/architecture.md#folders");
    expect(readme).not.toMatch(/^\| `?components\/?`? /m);
    expect(readme).not.toMatch(/^components\/\s/m);
  });
});

describe("the commands the docs give", () => {
  it("are package.json's scripts", () => {
    const scripts = Object.keys(
      (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
    );
    const docs = [
      "README.md",
      ...fs.readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" }),
    ]
      .map((file) => (file === "README.md" ? file : path.join("docs", file)))
      .filter((file) => file.endsWith(".md"));
    const named = new Set(
      docs.flatMap((file) => [...read(file).matchAll(/npm run ([\w:-]*\w)/g)].map((m) => m[1]!)),
    );
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
