import { apiUrl } from "../../lib/api-paths.ts";

/** POSTs JSON to the site's API, wherever it runs (`apiUrl`); resolves with the response, rejects on a network failure. */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(apiUrl(path), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
