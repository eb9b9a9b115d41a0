import { product, type ProductSlug } from "../../lib/products.ts";

// A CSS mask, not an inline SVG: one empty element instead of an SVG repeated in the React payload.
export function ProductIcon({ slug, className }: { slug: ProductSlug; className?: string }) {
  const mask = `url(/icons/${product(slug).icon})`;
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 bg-current [mask-size:contain] [mask-position:center] [mask-repeat:no-repeat] forced-color-adjust-none ${className ?? ""}`}
      style={{ maskImage: mask, WebkitMaskImage: mask }}
    />
  );
}
