/**
 * The API's URLs, in one place for the forms that call them, the server that answers them
 * and the links the e-mails carry.
 */
import type { Language } from "./i18n/languages.ts";
import { settings } from "./settings.ts";

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
 * Where a form posts or fetches: the API's origin (NEXT_PUBLIC_API_ORIGIN) and the path, or the
 * path alone when the API answers on the pages' own origin.
 */
export function apiUrl(path: string): string {
  return `${settings.apiOrigin}${path}`;
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
