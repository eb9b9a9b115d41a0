/**
 * Every setting the build and the pages read, in one place: the site-wide ones, each overridable
 * at build time by a NEXT_PUBLIC_* variable (inlined by Next.js, which replaces only
 * `process.env.NEXT_PUBLIC_…` written out in full), so a white-label or staging build needs no
 * code change, and the browser editor's repository (CMS_*, `editorBackend`, read by the build
 * alone). Components read these values; none hard-codes them. The server's run-time settings
 * are server/config.ts's; it applies this module's rules to the two variables it shares
 * (`siteUrlFrom`, `apiOriginFrom`). The forms' API origin is not among the pages' settings: the
 * build sets it on the export afterwards (builder/api-origin.ts). Plain code rather than zod:
 * client components read this module, and zod would add some 6 kB (gzip) to their first load.
 */
function env(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

export const settings = {
  companyName: env(process.env.NEXT_PUBLIC_COMPANY_NAME, "Epiderma"),
  /**
   * The company's own country, as an ISO 3166-1 alpha-2 code: served directly, with no
   * distributor (the distributors' finder says so).
   */
  companyCountry: env(process.env.NEXT_PUBLIC_COMPANY_COUNTRY, "FR").toUpperCase(),
  siteUrl: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL),
  // ARCEP keeps 01 99 00 xx xx for fiction: the default can ring nobody.
  phone: env(process.env.NEXT_PUBLIC_PHONE, "+33 1 99 00 12 34"),
  email: env(process.env.NEXT_PUBLIC_EMAIL, "contact@epiderma.example"),
  /** The site's icon (public/icon.svg): the browser tab, the structured data, the editor. */
  icon: "/icon.svg",
  app: {
    signIn: env(process.env.NEXT_PUBLIC_APP_SIGN_IN_URL, "https://app.epiderma.example/login"),
    signUp: env(process.env.NEXT_PUBLIC_APP_SIGN_UP_URL, "https://app.epiderma.example/signup"),
  },
  links: {
    documentation: env(process.env.NEXT_PUBLIC_DOCUMENTATION_URL, "https://docs.epiderma.example"),
    privacy: env(process.env.NEXT_PUBLIC_PRIVACY_URL, "https://legal.epiderma.example/privacy.pdf"),
    terms: env(process.env.NEXT_PUBLIC_TERMS_URL, "https://legal.epiderma.example/terms.pdf"),
    patents: env(process.env.NEXT_PUBLIC_PATENTS_URL, "https://legal.epiderma.example/patents"),
    socialNetwork: env(
      process.env.NEXT_PUBLIC_SOCIAL_NETWORK_URL,
      "https://www.linkedin.com/company/epiderma-example",
    ),
  },
} as const;

/** `value` as an http:// or https:// URL; anything else stops the build (and the server), naming `name`. */
function httpUrl(name: string, value: string, expected: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === "http:" || url?.protocol === "https:") return url;
  throw new Error(`${name} must be ${expected}, not ${JSON.stringify(value)}`);
}

/** NEXT_PUBLIC_SITE_URL: the site's address without its trailing slashes; the default when unset or empty. */
export function siteUrlFrom(value: string | undefined): string {
  const given = env(value, "https://www.epiderma.example");
  // Checked where the pages are built and the server starts; the browser gets a checked value
  // (Next.js folds `typeof window` in client bundles, so the check ships no bytes there).
  if (typeof window === "undefined")
    httpUrl("NEXT_PUBLIC_SITE_URL", given, "the site's http:// or https:// address");
  return given.replace(/\/+$/, "");
}

/**
 * NEXT_PUBLIC_API_ORIGIN (the build, `npm run api-origin`, the server): an origin (scheme, host,
 * port) from an http(s) URL; "" when unset or empty.
 */
export function apiOriginFrom(value: string | undefined): string {
  const given = value?.trim();
  if (!given) return "";
  // As for the site URL: checked at build and start; the browser only takes the origin.
  return typeof window === "undefined"
    ? httpUrl("NEXT_PUBLIC_API_ORIGIN", given, "an http:// or https:// origin").origin
    : new URL(given).origin;
}

/** `tel:` needs the number without spaces or punctuation. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** What `CMS_GITHUB_REPO` falls back to when nothing names the repository: no GitHub account can
 * own it (a dot in the owner), so sign-in fails with "not found" instead of reaching a stranger's. */
export const UNSET_REPOSITORY = "unset.CMS_GITHUB_REPO/website";

/**
 * The GitHub repository and branch editors' changes go to (pull requests against it), from the build's environment (docs/editing.md, "Editing in the browser"):
 * `CMS_GITHUB_REPO` (`owner/name`; in GitHub Actions, the repository being built,
 * `GITHUB_REPOSITORY`), `CMS_GITHUB_BRANCH` (default `main`), and `CMS_AUTH_URL`, the sign-in's
 * authorize address when it is not the project's server on the site's own origin (another OAuth
 * client, such as sveltia-cms-auth). A bad value stops the build, naming the variable. Read by
 * the build only (builder/editor/write.ts): no page imports it.
 */
export function editorBackend(env: NodeJS.ProcessEnv) {
  const given = (name: string) => env[name]?.trim() || undefined;
  const named = given("CMS_GITHUB_REPO") ?? given("GITHUB_REPOSITORY");
  const repo = named ?? UNSET_REPOSITORY;
  const branch = given("CMS_GITHUB_BRANCH") ?? "main";
  const authUrl = given("CMS_AUTH_URL");
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(
      `CMS_GITHUB_REPO must name a GitHub repository as owner/name, not ${JSON.stringify(repo)}`,
    );
  if (!/^[\w./-]+$/.test(branch))
    throw new Error(`CMS_GITHUB_BRANCH must be a branch name, not ${JSON.stringify(branch)}`);
  if (authUrl !== undefined && !/^https?:\/\/[^/?#]+\/[^?#]*$/.test(authUrl))
    throw new Error(
      `CMS_AUTH_URL must be the sign-in's authorize address (https://host/path), not ${JSON.stringify(authUrl)}`,
    );
  return { repo, branch, ...(authUrl ? { authUrl } : {}), repoFromEnv: named !== undefined };
}

export type EditorBackend = Omit<ReturnType<typeof editorBackend>, "repoFromEnv">;
