import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import Layout, { generateStaticParams } from "../../app/[lang]/layout.tsx";
import sitemap from "../../app/sitemap.ts";
import { checkContent } from "../../lib/content/check.ts";
import { checkLocales } from "../../lib/i18n/check-locales.ts";
import { detectLanguage } from "../../lib/i18n/detect-language.ts";
import { localesDir } from "../../lib/i18n/copy.ts";
import { intlLocale } from "../../lib/format.ts";
import { allRoutes } from "../../lib/pages.ts";

/**
 * A third language added as data alone: a copy of locales/en/ under `de`, its flag file and an
 * entry in content/languages.json, in a fixture copy of the project (its other files linked).
 * Every page the export prerenders under /de renders there, in German's `<html lang dir>`, with
 * its hreflang alternates and its switcher entry, and the checks, the sitemap and the detection
 * take it in. The shipped list has two languages (tests/unit/languages.test.ts).
 */
const fixture = await vi.hoisted(async () => {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const os = await import("node:os");
  const repo = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "third-language-"));
  const list = JSON.parse(fs.readFileSync(path.join(repo, "content/languages.json"), "utf8"));
  list.languages.push({
    code: "de",
    name: "Deutsch",
    locale: "de-DE",
    flag: "flags/de.svg",
    direction: "ltr",
  });
  for (const name of ["lib", "app", "components"])
    fs.symlinkSync(path.join(repo, name), path.join(dir, name));
  fs.mkdirSync(path.join(dir, "content"));
  for (const name of fs.readdirSync(path.join(repo, "content")))
    if (name !== "languages.json")
      fs.symlinkSync(path.join(repo, "content", name), path.join(dir, "content", name));
  fs.writeFileSync(path.join(dir, "content/languages.json"), JSON.stringify(list, null, 2));
  fs.mkdirSync(path.join(dir, "locales"));
  for (const name of fs.readdirSync(path.join(repo, "locales")))
    fs.symlinkSync(path.join(repo, "locales", name), path.join(dir, "locales", name));
  fs.cpSync(path.join(repo, "locales/en"), path.join(dir, "locales/de"), { recursive: true });
  fs.mkdirSync(path.join(dir, "public/flags"), { recursive: true });
  for (const name of fs.readdirSync(path.join(repo, "public/flags")))
    fs.symlinkSync(path.join(repo, "public/flags", name), path.join(dir, "public/flags", name));
  fs.writeFileSync(
    path.join(dir, "public/flags/de.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 3"><path d="M0 0h5v1H0z"/><path fill="#d00" d="M0 1h5v1H0z"/><path fill="#ffce00" d="M0 2h5v1H0z"/></svg>\n',
  );
  // The project's code finds its files from the working directory (Vitest's threads cannot chdir).
  const cwd = process.cwd;
  process.cwd = () => dir;
  return { repo, cwd, dir, list, pathname: "/" };
});

vi.mock("../../content/languages.json", () => ({ default: fixture.list }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => fixture.pathname,
}));

afterAll(() => {
  process.cwd = fixture.cwd;
  fs.rmSync(fixture.dir, { recursive: true, force: true });
});

type Params = Record<string, string>;
type PageModule = {
  default: (props: { params: Promise<Params> }) => Promise<React.ReactElement>;
  generateStaticParams?: () => Params[];
  generateMetadata?: (props: {
    params: Promise<Params>;
  }) => Promise<{ alternates?: { canonical?: string; languages?: Record<string, string> } }>;
};

/** Every page the export prerenders for a language: each page file with its static params. */
async function pagesOf(
  lang: string,
): Promise<{ path: string; page: PageModule; params: Params }[]> {
  const appDir = path.join(fixture.repo, "app/[lang]");
  const files = fs
    .readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx");
  const pages = [];
  for (const file of files) {
    const page = (await import(path.join(appDir, file))) as PageModule;
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((s) => s !== ".");
    for (const params of page.generateStaticParams?.() ?? [{}]) {
      const route = segments
        .map((segment) => {
          const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment)?.[1];
          return name ? ([] as string[]).concat(params[name]!).join("/") : segment;
        })
        .join("/");
      pages.push({
        path: `/${lang}${route ? `/${route}` : ""}`,
        page,
        params: { ...params, lang },
      });
    }
  }
  return pages;
}

const pages = await pagesOf("de");
const neutral = (at: string) => at.replace(/^\/de/, "") || "/";

describe("a third language added as data: a copy of locales/en/, a flag, a list entry", () => {
  it("passes the locale and content checks, and the layout prerenders it", () => {
    expect(localesDir).toBe(path.join(fixture.dir, "locales"));
    expect(checkLocales(localesDir).errors).toEqual([]);
    expect(checkContent(fixture.dir)).toEqual([]);
    expect(generateStaticParams()).toEqual([{ lang: "en" }, { lang: "fr" }, { lang: "de" }]);
    expect(intlLocale("de")).toBe("de-DE");
  });

  it("prerenders every route of the sitemap under /de, the 404 and the unlisted pages too", () => {
    expect(pages.map(({ path }) => neutral(path))).toEqual(
      expect.arrayContaining([...allRoutes()]),
    );
    expect(pages.length).toBeGreaterThan(allRoutes().length);
  });

  it.each(pages)(
    "$path: German's <html>, hreflang alternates, switcher entry",
    async ({ path: at, page, params }) => {
      fixture.pathname = at;
      const props = { params: Promise.resolve(params) };
      const html = renderToStaticMarkup(
        await Layout({
          params: Promise.resolve({ lang: "de" }),
          children: await page.default(props),
        }),
      );
      const doc = new JSDOM(html).window.document;
      expect(doc.documentElement.getAttribute("lang"), at).toBe("de");
      expect(doc.documentElement.getAttribute("dir"), at).toBe("ltr");
      const entries = [...doc.querySelectorAll("#language-menu a")];
      expect(
        entries.map((a) => [a.textContent, a.getAttribute("href")]),
        at,
      ).toEqual([
        ["English", `${neutral(at)}?lng=en`],
        ["Français", `${neutral(at) === "/" ? "/fr" : `/fr${neutral(at)}`}?lng=fr`],
        ["Deutsch", `${at}?lng=de`],
      ]);
      const current = doc.querySelector('#language-menu a[aria-current="true"]');
      expect(current?.getAttribute("hreflang"), at).toBe("de");
      expect(current?.querySelector("img")?.getAttribute("src"), at).toBe("/flags/de.svg");
      // The site's own links stay in German.
      const hrefs = [...doc.querySelectorAll("header a[href^='/'], footer a[href^='/']")]
        .filter((a) => !a.closest("#language-menu"))
        .map((a) => a.getAttribute("href")!);
      expect(hrefs.length, at).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, at).toMatch(/^\/de(\/|$|\?|#)/);
      // A listed page names its alternates: the default at the root, the others prefixed.
      const metadata = await page.generateMetadata?.(props);
      if (allRoutes().includes(neutral(at)))
        expect(metadata?.alternates, at).toEqual({
          canonical: at,
          languages: {
            en: neutral(at),
            fr: neutral(at) === "/" ? "/fr" : `/fr${neutral(at)}`,
            de: at,
            "x-default": neutral(at),
          },
        });
    },
  );

  it("lists every page under /de in the sitemap, each with its three alternates", () => {
    const entries = sitemap();
    expect(entries).toHaveLength(allRoutes().length * 3);
    const german = entries.filter(({ url }) => new URL(url).pathname.match(/^\/de(\/|$)/));
    expect(german).toHaveLength(allRoutes().length);
    for (const { url, alternates } of german)
      expect(Object.keys(alternates!.languages!), url).toEqual(["en", "fr", "de"]);
  });

  it("sends a German browser from the root to the same page under /de", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "en"]);
    const replace = vi.fn();
    const { document } = new JSDOM().window;
    const win = { location: { pathname: "/team", search: "", hash: "", replace }, document };
    detectLanguage(win as unknown as Window);
    expect(replace).toHaveBeenCalledWith("/de/team");
  });
});
