/**
 * Node's arguments before one of the server's TypeScript entry points (server/main.ts, the
 * export and erase scripts). The production runtime (package.json `engines`, the Dockerfile's
 * image) strips the types itself; an older Node running the development tools needs tsx.
 */
export const typescriptLoader: readonly string[] = process.features.typescript
  ? []
  : ["--import", "tsx"];
