import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

/**
 * The whole project's type check, its messages in the terminal; true when it passes. Next's
 * route types first (`next typegen`), then TypeScript 7's native compiler (package.json's
 * `typescript-7`): a fifth of TypeScript 6's CPU, which ESLint's parser still needs (decision
 * 0043). `npm run build` runs it before next build, whose own check is off.
 */
export function typecheck(): boolean {
  const typescript7 = path.dirname(require.resolve("typescript-7/package.json"));
  const steps: [string, string[]][] = [
    [process.execPath, [require.resolve("next/dist/bin/next"), "typegen"]],
    [path.join(typescript7, "bin", "tsc"), ["--noEmit", "--singleThreaded"]],
  ];
  return steps.every(
    ([command, args]) =>
      spawnSync(command, args, {
        stdio: "inherit",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      }).status === 0,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = typecheck() ? 0 : 1;
}
