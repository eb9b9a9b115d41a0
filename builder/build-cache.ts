import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.join(process.cwd(), "node_modules", ".cache", "epiderma-build");
const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000;

export function contentKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

export function cacheFolder(kind: string): string {
  const dir = path.join(root, kind);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function cachedPath(kind: string, name: string): string | undefined {
  const file = path.join(root, kind, name);
  if (!fs.existsSync(file)) return undefined;
  const now = new Date();
  fs.utimesSync(file, now, now);
  return file;
}

export async function cachedBytes(
  kind: string,
  name: string,
  make: () => Promise<Uint8Array>,
): Promise<{ bytes: Uint8Array; cached: boolean }> {
  const found = cachedPath(kind, name);
  if (found) return { bytes: await fs.promises.readFile(found), cached: true };
  const bytes = await make();
  const file = path.join(cacheFolder(kind), name);
  // Written then renamed: a stopped build leaves no truncated entry, and two processes don't clash.
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, file);
  return { bytes, cached: false };
}

export function pruneCache(): void {
  if (!fs.existsSync(root)) return;
  const oldest = Date.now() - UNUSED_FOR_MS;
  for (const kind of fs.readdirSync(root)) {
    const dir = path.join(root, kind);
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { recursive: true, force: true });
    }
  }
}
