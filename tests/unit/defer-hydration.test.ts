// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  DEFERRED_SCRIPTS_ID,
  deferHydration,
  deferredScripts,
  loaderScript,
} from "@/scripts/lib/defer-hydration";
import { inlineScriptBodies } from "@/lib/security-headers";

// The shape Next.js 16 exports: preload and async scripts in the head, one more in the body,
// the polyfills as noModule, inline data pushes that must stay where they are.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<style data-precedence="next">body{color:red}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>document.documentElement.dataset.head="1"</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<link rel="icon" href="/icon.svg"/>',
  "</head><body><main><h1>Title</h1><pre>  kept  as  is  </pre></main>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f.push([1,"</p>"])</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("takes Next's scripts and script preloads out of the page, and nothing else", () => {
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).not.toMatch(/rel="preload"/);
    const untouched = page
      .replace(/<link rel="preload"[^>]*>/, "")
      .replace(/<script src="[^"]*"[^>]*><\/script>/g, "");
    const withoutInsert = deferred.replace(
      new RegExp(
        `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">.*?</script><script>.*?</script>`,
      ),
      "",
    );
    expect(withoutInsert).toBe(untouched);
  });

  it("lists them, attributes and order kept, for the loader at the end of the body", () => {
    expect(deferredScripts(deferred)).toEqual([
      { src: "/_next/static/chunks/b.js", async: "" },
      { src: "/_next/static/chunks/polyfills.js", nomodule: "" },
      { src: "/_next/static/chunks/a.js", async: "" },
    ]);
    expect(deferred).toMatch(/<script>[^<]*<\/script><\/body><\/html>$/);
    // The loader is an inline script like the others, so the CSP allows it by its hash.
    expect(inlineScriptBodies(deferred)).toContain(loaderScript);
  });

  it("leaves a page without Next scripts, or deferred already, as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
    expect(deferHydration(deferred)).toBe(deferred);
  });

  it("the loader inserts the scripts after the first frame, not before", async () => {
    document.documentElement.innerHTML = deferred
      .replace(/^<!DOCTYPE html><html[^>]*>/, "")
      .replace(/<\/html>$/, "");
    const inserted = () =>
      [...document.body.querySelectorAll("script[src]")].map((script) => ({
        src: script.getAttribute("src"),
        nomodule: script.hasAttribute("nomodule"),
      }));
    let frames = 0;
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) =>
      frame((time) => {
        frames++;
        callback(time);
      });
    try {
      new Function(loaderScript)();
      expect(inserted()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(frames).toBe(1);
      expect(inserted()).toEqual([
        { src: "/_next/static/chunks/b.js", nomodule: false },
        { src: "/_next/static/chunks/polyfills.js", nomodule: true },
        { src: "/_next/static/chunks/a.js", nomodule: false },
      ]);
    } finally {
      window.requestAnimationFrame = frame;
    }
  });
});
