import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/file-cache.ts as a process with this NODE_ENV loads it (it reads it once). */
async function fileCache(nodeEnv: string) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.resetModules();
  return import("../../lib/file-cache.ts");
}

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true }));
});

function tempFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-cache-"));
  dirs.push(dir);
  const file = path.join(dir, "copy.json");
  fs.writeFileSync(file, text);
  return file;
}

describe("files read at render time", () => {
  it("under next dev, are read again once edited, and not before", async () => {
    const { readParsed, cacheGeneration } = await fileCache("development");
    const file = tempFile('{"title":"Before"}');
    const parse = vi.fn((text: string) => JSON.parse(text) as { title: string });
    expect(readParsed(file, parse).title).toBe("Before");
    const generation = cacheGeneration();
    expect(readParsed(file, parse).title).toBe("Before");
    expect(parse).toHaveBeenCalledTimes(1);
    expect(cacheGeneration()).toBe(generation);

    fs.writeFileSync(file, '{"title":"After, and longer"}');
    expect(readParsed(file, parse).title).toBe("After, and longer");
    expect(cacheGeneration()).toBe(generation + 1);
  });

  it("under next dev, keep failing while the file is broken, then recover", async () => {
    const { parseJson, readParsed } = await fileCache("development");
    const file = tempFile('{"title": ');
    const parse = (text: string) => parseJson("locales/fr/home.json", text);
    expect(() => readParsed(file, parse)).toThrow(/^locales\/fr\/home\.json: invalid JSON: /);
    expect(() => readParsed(file, parse)).toThrow(/invalid JSON/);
    fs.writeFileSync(file, '{"title":"Fixed"}');
    expect(readParsed(file, parse)).toEqual({ title: "Fixed" });
  });

  it("in a build, are read once", async () => {
    const { readParsed } = await fileCache("production");
    const file = tempFile('{"title":"Built"}');
    expect(readParsed(file, JSON.parse)).toEqual({ title: "Built" });
    fs.writeFileSync(file, '{"title":"Edited during the build"}');
    expect(readParsed(file, JSON.parse)).toEqual({ title: "Built" });
  });
});
