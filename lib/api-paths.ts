import type { Language } from "./i18n/languages.ts";

export const API_PREFIX = "/api";

export const apiPaths = {
  newsletter: `${API_PREFIX}/email/register-to-list`,
  contact: `${API_PREFIX}/contact`,
  confirm: `${API_PREFIX}/newsletter/confirm`,
  unsubscribe: `${API_PREFIX}/newsletter/unsubscribe`,
  health: `${API_PREFIX}/health`,
  editorAuth: `${API_PREFIX}/cms/auth`,
  editorCallback: `${API_PREFIX}/cms/callback`,
} as const;

export function routePath(path: (typeof apiPaths)[keyof typeof apiPaths]): string {
  return path.slice(API_PREFIX.length);
}

/** Written by the build step that points an export at another origin (decision 0036). */
export const API_ORIGIN_ELEMENT = "api-origin";

/** Read from the page at run time, so one build serves any API origin (decision 0036). */
export function apiUrl(path: string): string {
  if (typeof document === "undefined") return path;
  const named = document.getElementById(API_ORIGIN_ELEMENT)?.textContent;
  return named ? `${JSON.parse(named) as string}${path}` : path;
}

export const FORM_LANGUAGE_PARAM = "lng";

// The language goes in the URL so that answers given before the body is read (the rate limit, a
// body too large) come back in it, whichever origin the API is on.
export function formAction(path: string, lng: Language): string {
  return `${apiUrl(path)}?${FORM_LANGUAGE_PARAM}=${lng}`;
}
