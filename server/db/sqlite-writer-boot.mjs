// Entry of the SQLite writer thread (server/db/sqlite.ts). Plain JavaScript because Node 20
// loads a worker's entry before any `--import` loader applies in that thread: it registers
// tsx's loader here, then imports the TypeScript writer.
import { register } from "tsx/esm/api";

register();
await import("./sqlite-writer.ts");
