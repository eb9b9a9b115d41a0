/** POSTs JSON to the site's API; resolves with the response, rejects on a network failure. */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
