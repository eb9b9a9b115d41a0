// Entry of the SQLite writer thread (server/db/sqlite.ts). Node 24, the production runtime,
// runs the TypeScript writer itself (type stripping). An older Node (development tools on Node
// 20) loads a worker's entry before any `--import` loader applies in that thread: tsx's loader
// is registered here first.
if (!process.features.typescript) (await import("tsx/esm/api")).register();
await import("./sqlite-writer.ts");
