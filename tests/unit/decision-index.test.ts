/**
 * The decision records' index (docs/decisions/README.md) lists every record once, and says
 * "superseded by NNNN" (or "partly superseded by NNNN") exactly where the record itself says so
 * at its top, before its Context: a reader of the index never follows a decision a later one
 * replaced without being told.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../docs/decisions");
const SUPERSEDED = /\b(partly )?superseded by \[?(\d{4})/i;

const records = fs
  .readdirSync(dir)
  .filter((file) => /^\d{4}-.*\.md$/.test(file))
  .sort();
const indexRows = new Map(
  fs
    .readFileSync(path.join(dir, "README.md"), "utf8")
    .split("\n")
    .flatMap((line) => {
      const file = /^\| \[\d{4}\]\(([^)]+)\)/.exec(line)?.[1];
      return file ? [[file, line] as const] : [];
    }),
);

/** What a record or its index row says: whole or in part, and by which record. */
function mark(text: string): string | null {
  const match = SUPERSEDED.exec(text);
  return match ? `${match[1] ? "partly " : ""}superseded by ${match[2]}` : null;
}

describe("the decision records' index", () => {
  it("lists every record, and only records that exist", () => {
    expect([...indexRows.keys()].sort()).toEqual(records);
  });

  it.each(records)("%s: marked superseded in the index as at its top", (file) => {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    const top = text.split(/^## /m)[0] ?? "";
    expect(mark(indexRows.get(file) ?? "")).toBe(mark(top));
  });
});
