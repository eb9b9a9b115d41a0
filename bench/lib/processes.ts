/**
 * Child processes of the bench. Every child starts in its own process group (`detached`), is
 * recorded here, and is stopped by signalling its group, so that grandchildren (Next.js
 * workers, the server spawned by tsx) go with it. `stopAll()` runs at the end, on errors and
 * on SIGINT/SIGTERM.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

const running = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void> | void> = [];

/** Starts a child in its own process group and keeps track of it until it exits. */
export function spawnGroup(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.once("error", () => running.delete(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM to the child's group, SIGKILL if it is still there after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.pid === undefined) return;
  if (!exited(child)) {
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup(child, "SIGTERM");
    const timer = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), graceMs).unref(),
    );
    if ((await Promise.race([gone, timer])) === "timeout") signalGroup(child, "SIGKILL");
  }
  // The leader may have exited while members of its group live on.
  signalGroup(child, "SIGKILL");
  running.delete(child);
}

/** Runs a command to completion (output inherited) and rejects on a non-zero exit. */
export function runToCompletion(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, { stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${[command, ...args].join(" ")} ended with ${signal ?? `exit code ${String(code)}`}`,
          ),
        );
    });
  });
}

/** Registers work to do when the bench stops (temporary files, browsers). */
export function onCleanup(task: () => Promise<void> | void): void {
  cleanups.push(task);
}

let stopping: Promise<void> | undefined;

/** Stops every child still running and runs the cleanup tasks, once. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all([...running].map((child) => stopGroup(child)));
    for (const task of cleanups.reverse()) {
      try {
        await task();
      } catch (error) {
        console.error("Cleanup failed:", error);
      }
    }
  })();
  return stopping;
}

/** On SIGINT/SIGTERM: stop the children, clean up, exit 130/143. */
export function stopOnSignals(): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench...`);
      void stopAll().finally(() => process.exit(code));
    });
  }
}
