import CMS from "@sveltia/cms";
import { mapStrings } from "../i18n/locale-json.ts";
import { fixTypography } from "../i18n/typography.ts";
import { EDITOR_SETUP_ID, type EditorSetup } from "./page.ts";
import { restoreNulls } from "./nulls.ts";

// Sveltia CMS asks www.githubstatus.com for outages every few minutes; the CSP would report
// it. Refused before any request is made.
const statusPage = "https://www.githubstatus.com";
const { fetch } = window;
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : input, window.location.href).origin === statusPage
    ? Promise.reject(new TypeError(`${statusPage} is not asked: the editor asks GitHub's API only`))
    : fetch(input, init);

const { config, nullable } = JSON.parse(
  document.getElementById(EDITOR_SETUP_ID)!.textContent!,
) as EditorSetup;

/** Sveltia CMS hands hooks Immutable.js collections. */
type Part = { toJS(): unknown } | undefined;

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const paths = nullable[String(entry.get("collection"))];
    if (paths) {
      const data = (entry.get("data") as Part)?.toJS() as Record<string, unknown>;
      return entry.set("data", restoreNulls(data, paths));
    }
    // Editors type ordinary spaces and quotes; the build checks French typography.
    const french = entry.getIn(["i18n", "fr", "data"]) as Part;
    if (!french) return undefined;
    return entry.setIn(["i18n", "fr", "data"], mapStrings(french.toJS(), fixTypography));
  },
});

void CMS.init({
  config: {
    ...config,
    backend: { ...config.backend, base_url: config.backend.base_url ?? window.location.origin },
  },
});
