/**
 * The browser editor at /admin: Sveltia CMS, bundled by the build (scripts/lib/editor.ts), with
 * the configuration the build generated (lib/cms/config.ts) and wrote into the page.
 */
import CMS from "@sveltia/cms";
import { mapStrings } from "../i18n/locale-json";
import { fixTypography } from "../i18n/typography";
import type { EditorConfig } from "./config";
import { EDITOR_CONFIG_ID } from "./editor-page";

// Sveltia CMS asks GitHub's status page (www.githubstatus.com) for outages every few minutes;
// the site asks no origin but GitHub's API. Refused here, before any request is made.
const statusPage = "https://www.githubstatus.com";
const { fetch } = window;
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : input, window.location.href).origin === statusPage
    ? Promise.reject(new TypeError(`${statusPage} is not asked: the editor asks GitHub's API only`))
    : fetch(input, init);

const config = JSON.parse(document.getElementById(EDITOR_CONFIG_ID)!.textContent!) as EditorConfig;

// French typography as `npm run fix:locales` writes it (lib/i18n/typography.ts): editors type
// ordinary spaces and quotes, the saved French has the no-break spaces and « » the build checks.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const french = entry.getIn(["i18n", "fr", "data"]) as { toJS(): unknown } | undefined;
    if (!french) return undefined;
    return entry.setIn(["i18n", "fr", "data"], mapStrings(french.toJS(), fixTypography));
  },
});

// Unless the build named another, the OAuth client is the project's server (server/cms/auth.ts),
// on the page's own origin as the forms' API is.
void CMS.init({
  config: {
    ...config,
    backend: { ...config.backend, base_url: config.backend.base_url ?? window.location.origin },
  },
});
