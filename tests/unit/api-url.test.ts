// @vitest-environment jsdom
/**
 * Where the forms' scripts post (`apiUrl`, lib/api-paths.ts): the path alone on a page whose
 * API is its own origin, under the origin a pointed page names (builder/api-origin.ts), read from
 * the page each time, as after a client-side navigation.
 */
import { afterEach, describe, expect, it } from "vitest";
import { API_ORIGIN_ELEMENT, apiPaths, apiUrl } from "../../lib/api-paths.ts";

afterEach(() => document.getElementById(API_ORIGIN_ELEMENT)?.remove());

describe("apiUrl in the browser", () => {
  it("is the path alone on a page that names no origin", () => {
    expect(apiUrl(apiPaths.contact)).toBe("/api/contact");
  });

  it("is under the origin the page names", () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = API_ORIGIN_ELEMENT;
    block.textContent = JSON.stringify("https://api.example.com");
    document.head.append(block);
    expect(apiUrl(apiPaths.newsletter)).toBe("https://api.example.com/api/email/register-to-list");
  });
});
