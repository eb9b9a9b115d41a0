// @vitest-environment jsdom
/**
 * The head script's language detection (lib/i18n/detect-language.ts) in the specification's
 * order: `?lng=`, a cookie, localStorage, sessionStorage, the browser's languages, the page's
 * tag. Each store is a synchronous call into the browser before the first paint, so a store
 * after the first that names a language is not read, and a prefixed page reads only the query.
 * The browser-level walks (a real redirect, nothing painted) are tests/e2e/language.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { detectLanguage } from "../../lib/i18n/detect-language.ts";
import { storageKey } from "../../lib/i18n/languages.ts";

/** Detects on `url` (the library reads the real `window`); returns where the page was sent. */
function detectAt(url: string): string | undefined {
  window.history.replaceState(null, "", url);
  const { pathname, search, hash } = window.location;
  const replace = vi.fn();
  detectLanguage({ location: { pathname, search, hash, replace }, document } as unknown as Window);
  return replace.mock.calls[0]?.[0] as string | undefined;
}

function browserLanguages(...codes: string[]): void {
  Object.defineProperty(window.navigator, "languages", { value: codes, configurable: true });
}

/** How often each store is used while `run` runs (the real methods, counted). */
function reads(run: () => void): Record<"cookie" | "localStorage" | "sessionStorage", number> {
  const cookie = vi.spyOn(Document.prototype, "cookie", "get");
  const methods = (["getItem", "setItem", "removeItem"] as const).map((name) =>
    vi.spyOn(Storage.prototype, name),
  );
  run();
  const uses = (storage: Storage) =>
    methods.reduce((sum, spy) => sum + spy.mock.contexts.filter((it) => it === storage).length, 0);
  const counts = {
    cookie: cookie.mock.calls.length,
    localStorage: uses(localStorage),
    sessionStorage: uses(sessionStorage),
  };
  vi.restoreAllMocks();
  return counts;
}

beforeEach(() => {
  browserLanguages("en-GB", "en");
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = "i18next=; max-age=0; path=/";
  document.documentElement.style.display = "";
  vi.restoreAllMocks();
});

describe("on the fallback language's pages", () => {
  test("a cookie outranks localStorage", () => {
    document.cookie = "i18next=fr; path=/";
    localStorage.setItem(storageKey, "en");
    expect(detectAt("/team")).toBe("/fr/team");
    expect(document.documentElement.style.display).toBe("none");
  });

  test("localStorage outranks sessionStorage, which outranks the browser", () => {
    localStorage.setItem(storageKey, "en");
    sessionStorage.setItem(storageKey, "fr");
    expect(detectAt("/team")).toBeUndefined();
    localStorage.clear();
    browserLanguages("en-GB");
    expect(detectAt("/team#plans")).toBe("/fr/team#plans");
  });

  test("a value the site has no copy for is passed over, down the browser's whole list", () => {
    localStorage.setItem(storageKey, "de");
    browserLanguages("de-DE", "fr-CA", "en");
    expect(detectAt("/pricing?plan=team")).toBe("/fr/pricing?plan=team");
    expect(localStorage.getItem(storageKey)).toBe("fr");
  });

  test("the stores after the first that names a language are not read", () => {
    localStorage.setItem(storageKey, "fr");
    const counted = reads(() => expect(detectAt("/")).toBe("/fr"));
    expect(counted.cookie).toBeGreaterThan(0);
    expect(counted.localStorage).toBeGreaterThan(0);
    expect(counted.sessionStorage).toBe(0);
  });

  test("nothing stored: the browser's language decides and is remembered", () => {
    browserLanguages("fr-FR");
    expect(detectAt("/")).toBe("/fr");
    expect(localStorage.getItem(storageKey)).toBe("fr");
  });
});

describe("on a prefixed page", () => {
  test("the path decides: no store is read, nothing is remembered", () => {
    localStorage.setItem(storageKey, "en");
    sessionStorage.setItem(storageKey, "en");
    document.cookie = "i18next=en; path=/";
    let sent: string | undefined;
    const counted = reads(() => (sent = detectAt("/fr/team")));
    expect(sent).toBeUndefined();
    expect(counted).toEqual({ cookie: 0, localStorage: 0, sessionStorage: 0 });
    expect(localStorage.getItem(storageKey)).toBe("en");
  });

  test("?lng= goes to that language and is remembered", () => {
    expect(detectAt("/fr/team?lng=en")).toBe("/team?lng=en");
    expect(localStorage.getItem(storageKey)).toBe("en");
  });
});
