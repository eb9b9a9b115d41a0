/**
 * The browser editor at /admin: Sveltia CMS, bundled by the build (builder/editor/write.ts), with
 * the setup the build generated (builder/editor/config.ts) and wrote into the page.
 */
import CMS from "@sveltia/cms";
import { mapStrings } from "../i18n/locale-json.ts";
import { fixTypography } from "../i18n/typography.ts";
import { EDITOR_SETUP_ID, type EditorSetup } from "./page.ts";
import { restoreNulls } from "./nulls.ts";

// Sveltia CMS asks GitHub's status page (www.githubstatus.com) for outages every few minutes;
// the site asks no origin but GitHub's API, and the CSP would report the attempt. Refused here,
// before any request is made.
const statusPage = "https://www.githubstatus.com";
const { fetch } = window;
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : input, window.location.href).origin === statusPage
    ? Promise.reject(new TypeError(`${statusPage} is not asked: the editor asks GitHub's API only`))
    : fetch(input, init);

const { config, nullable } = JSON.parse(
  document.getElementById(EDITOR_SETUP_ID)!.textContent!,
) as EditorSetup;

/** A part of an entry as Sveltia CMS hands it to a hook (an Immutable.js collection). */
type Part = { toJS(): unknown } | undefined;

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    // A content file: empty texts and lists back to the `null` its schema means.
    const paths = nullable[String(entry.get("collection"))];
    if (paths) {
      const data = (entry.get("data") as Part)?.toJS() as Record<string, unknown>;
      return entry.set("data", restoreNulls(data, paths));
    }
    // Copy: French typography as `npm run fix:locales` writes it (lib/i18n/typography.ts).
    // Editors type ordinary spaces and quotes; the saved French has the no-break spaces and « »
    // the build checks.
    const french = entry.getIn(["i18n", "fr", "data"]) as Part;
    if (!french) return undefined;
    return entry.setIn(["i18n", "fr", "data"], mapStrings(french.toJS(), fixTypography));
  },
});

// Unless the build named another, the OAuth client is the project's server (server/editor/sign-in.ts),
// on the page's own origin as the forms' API is.
void CMS.init({
  config: {
    ...config,
    backend: { ...config.backend, base_url: config.backend.base_url ?? window.location.origin },
  },
});
