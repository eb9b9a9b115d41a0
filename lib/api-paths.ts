/**
 * The API's URLs, in one place for the forms that call them, the server that answers them
 * and the links the e-mails carry.
 */
import type { Language } from "./i18n/languages.ts";

export const API_PREFIX = "/api";

export const apiPaths = {
  newsletter: `${API_PREFIX}/email/register-to-list`,
  contact: `${API_PREFIX}/contact`,
  confirm: `${API_PREFIX}/newsletter/confirm`,
  unsubscribe: `${API_PREFIX}/newsletter/unsubscribe`,
  /** For load balancers and the Docker HEALTHCHECK. */
  health: `${API_PREFIX}/health`,
  /** The browser editor's GitHub sign-in (server/editor/sign-in.ts). */
  editorAuth: `${API_PREFIX}/cms/auth`,
  editorCallback: `${API_PREFIX}/cms/callback`,
} as const;

/** A path as the API plugin registers it, under its prefix: `/api/contact` → `/contact`. */
export function routePath(path: (typeof apiPaths)[keyof typeof apiPaths]): string {
  return path.slice(API_PREFIX.length);
}

/**
 * The id of the JSON data block naming the API's origin in a page whose API runs on another
 * one: the build step that points an export there writes it (builder/api-origin.ts).
 */
export const API_ORIGIN_ELEMENT = "api-origin";

/**
 * Where a form posts or fetches: the path, under the API's origin when the page names one.
 * Read in the browser, from the page itself, so one build serves any origin: the build renders
 * the path alone, and the step that sets the origin rewrites the forms' `action`s in the pages
 * it writes; a form a script renders later (after a client-side navigation) reads it here.
 */
export function apiUrl(path: string): string {
  if (typeof document === "undefined") return path;
  const named = document.getElementById(API_ORIGIN_ELEMENT)?.textContent;
  return named ? `${JSON.parse(named) as string}${path}` : path;
}

/** The query parameter of a form's action that names the page's language. */
export const FORM_LANGUAGE_PARAM = "lng";

/**
 * A form's `action`: where it posts, with the page's language in the URL, so that what the
 * server answers before it reads the body (the rate limit, a body too large) and any error
 * page come back in that language, whichever origin the API is on (its Referer is then only
 * the site's origin).
 */
export function formAction(path: string, lng: Language): string {
  return `${apiUrl(path)}?${FORM_LANGUAGE_PARAM}=${lng}`;
}
