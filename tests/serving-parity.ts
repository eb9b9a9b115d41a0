/**
 * The response headers every server of the export must send alike (the project's server,
 * nginx with the build's snippet), shared by the unit and browser tests that compare them.
 * Content-Type is left out: nginx names JavaScript application/javascript.
 */
import { SHARED_SECURITY_HEADERS } from "../lib/security-headers.ts";

export const COMPARED_HEADERS = [
  "location",
  "cache-control",
  "content-security-policy",
  "set-cookie",
  ...Object.keys(SHARED_SECURITY_HEADERS).map((name) => name.toLowerCase()),
];

/** The compared headers of a response, by lowercase name. */
export function comparedHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers[name]]));
}
