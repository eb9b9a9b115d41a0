/**
 * A TCP port read from the environment, for every process the project starts (the server,
 * and the nginx and mail servers of the tests). 0 asks the system for any free port.
 */
export function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback?: number): number {
  const raw = env[name];
  const port = raw === undefined || raw === "" ? fallback : Number(raw);
  if (port === undefined || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, not ${JSON.stringify(raw)}`);
  }
  return port;
}
