/**
 * Every site-wide setting, in one place. Each is overridable at build time by a
 * NEXT_PUBLIC_* variable (inlined by Next.js), so a white-label or staging build needs no
 * code change. Components read these values; none hard-codes them.
 */
function env(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

export const settings = {
  companyName: env(process.env.NEXT_PUBLIC_COMPANY_NAME, "Epiderma"),
  siteUrl: env(process.env.NEXT_PUBLIC_SITE_URL, "https://www.epiderma.example").replace(
    /\/+$/,
    "",
  ),
  /**
   * Where the forms' API runs (NEXT_PUBLIC_API_ORIGIN), e.g. `https://api.example.com`: the
   * forms post there and every page's CSP allows it. Empty (the default): the pages' own
   * origin, the forms post to a relative `/api/…`.
   */
  apiOrigin: apiOrigin(process.env.NEXT_PUBLIC_API_ORIGIN),
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

/** An origin (scheme, host, port) from an http(s) URL; a build with anything else stops. */
function apiOrigin(value: string | undefined): string {
  const given = value?.trim();
  if (!given) return "";
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(
      `NEXT_PUBLIC_API_ORIGIN must be an http:// or https:// origin, not ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

export type Settings = typeof settings;

/** `tel:` needs the number without spaces or punctuation. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
