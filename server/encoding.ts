/** Accept-Encoding negotiation between the precompressed variants of a file. */

export type Compression = "br" | "gzip";
export type Coding = Compression | "identity";

/** Preference on equal quality: brotli is smaller than gzip for the same text. */
const ORDER: readonly Coding[] = ["br", "gzip", "identity"];

/**
 * The coding to answer with, among those `available` plus identity. Quality values are
 * honoured (`br;q=0` refuses brotli, `*` covers unnamed codings); identity, unless refused,
 * ranks below any coding the client names.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { readonly size: number; has(coding: Compression): boolean },
): Coding {
  if (!acceptEncoding || available.size === 0) return "identity";
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get("*");
  const qualityOf = (coding: Coding): number => {
    if (coding !== "identity" && !available.has(coding)) return 0;
    const named = quality.get(coding);
    if (named !== undefined) return named;
    if (wildcard !== undefined) return coding === "identity" ? Math.min(wildcard, 0.001) : wildcard;
    return coding === "identity" ? 0.001 : 0;
  };
  let best: Coding = "identity";
  let bestQuality = 0;
  for (const coding of ORDER) {
    const q = qualityOf(coding);
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  // Nothing acceptable: identity anyway, as RFC 9110 allows, rather than a 406.
  return best;
}
