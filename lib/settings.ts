// Next.js inlines only `process.env.NEXT_PUBLIC_…` written out in full.
// Plain code rather than zod: client components import this, and zod would add some 6 kB (gzip).
function env(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

export const settings = {
  companyName: env(process.env.NEXT_PUBLIC_COMPANY_NAME, "Epiderma"),
  companyCountry: env(process.env.NEXT_PUBLIC_COMPANY_COUNTRY, "FR").toUpperCase(),
  siteUrl: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL),
  // ARCEP keeps 01 99 00 xx xx for fiction: the default can ring nobody.
  phone: env(process.env.NEXT_PUBLIC_PHONE, "+33 1 99 00 12 34"),
  email: env(process.env.NEXT_PUBLIC_EMAIL, "contact@epiderma.example"),
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

function httpUrl(name: string, value: string, expected: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === "http:" || url?.protocol === "https:") return url;
  throw new Error(`${name} must be ${expected}, not ${JSON.stringify(value)}`);
}

export function siteUrlFrom(value: string | undefined): string {
  const given = env(value, "https://www.epiderma.example");
  // Next.js folds `typeof window` in client bundles, so the check ships no bytes there.
  if (typeof window === "undefined")
    httpUrl("NEXT_PUBLIC_SITE_URL", given, "the site's http:// or https:// address");
  return given.replace(/\/+$/, "");
}

export function apiOriginFrom(value: string | undefined): string {
  const given = value?.trim();
  if (!given) return "";
  return typeof window === "undefined"
    ? httpUrl("NEXT_PUBLIC_API_ORIGIN", given, "an http:// or https:// origin").origin
    : new URL(given).origin;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

// No GitHub account name has a dot, so sign-in fails rather than reach a stranger's repository.
export const UNSET_REPOSITORY = "unset.CMS_GITHUB_REPO/website";

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
