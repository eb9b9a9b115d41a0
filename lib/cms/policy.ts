import type { PagePolicy } from "../page-policy.ts";
import { EDITOR_PATH } from "./editor-page.ts";

/**
 * What the browser editor at /admin needs besides the site's policy, in one place
 * (lib/security-headers.ts `PAGE_POLICIES` applies it): GitHub's API (the repository's files,
 * pull requests) and the signed-in editor's avatar, only once signed in; a sign-in popup that
 * keeps its opener, to hand the token back (COOP `same-origin` would cut it off); and never in
 * a search engine.
 */
export const editorPolicy: PagePolicy = {
  prefix: EDITOR_PATH,
  allow: {
    // data: is the editor's own logo, read before its configuration names ours; no network.
    "connect-src": ["https://api.github.com", "data:"],
    // blob: images are made in the page (the logo, previews).
    "img-src": ["https://avatars.githubusercontent.com", "blob:"],
  },
  headers: {
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  },
};
