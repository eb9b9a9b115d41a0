import { escapeHtml, scriptJson } from "../html.ts";
import type { EditorSetup } from "./config.ts";

/** Where the site serves the browser editor (Sveltia CMS). */
export const EDITOR_PATH = "/admin";
/** The editor's script, bundled by the build beside its assets (scripts/lib/editor.ts). */
export const EDITOR_SCRIPT = `${EDITOR_PATH}/editor.js`;
/** The element holding the setup the editor starts with (lib/cms/editor.ts). */
export const EDITOR_SETUP_ID = "editor-setup";

/**
 * The editor's page: its setup (configuration and nullable paths) as a JSON data block (not a
 * script the CSP would need to hash) and the editor's module. Kept out of search engines; not in
 * the sitemap.
 */
export function editorPage(setup: EditorSetup): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(setup.config.app_title ?? "")}</title>
<script type="application/json" id="${EDITOR_SETUP_ID}">${scriptJson(setup)}</script>
<script type="module" src="${EDITOR_SCRIPT}"></script>
</head>
<body></body>
</html>
`;
}
