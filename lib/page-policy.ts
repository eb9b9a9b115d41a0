// Pages with a policy of their own, by path prefix; their headers replace the shared ones.

export type CspDirective =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "object-src"
  | "base-uri"
  | "form-action";

export interface PagePolicy {
  readonly prefix: string;
  readonly allow?: Readonly<Partial<Record<CspDirective, readonly string[]>>>;
  readonly headers?: Readonly<Record<string, string>>;
}
