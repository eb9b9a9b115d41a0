import type { CmsConfig, GitHubBackend } from "@sveltia/cms";
import { escapeHtml, scriptJson } from "../html.ts";
import type { PagePolicy } from "../page-policy.ts";

export type EditorConfig = CmsConfig & { backend: GitHubBackend };

export interface EditorSetup {
  config: EditorConfig;
  nullable: Record<string, string[]>;
}

export const EDITOR_PATH = "/admin";
export const EDITOR_SCRIPT = `${EDITOR_PATH}/editor.js`;
export const EDITOR_SETUP_ID = "editor-setup";

// The setup as a JSON data block: not a script the CSP would need to hash.
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

// The sign-in popup hands the token back through its opener, which COOP same-origin would cut off.
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
