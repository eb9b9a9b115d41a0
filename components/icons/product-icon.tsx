import { product, type ProductSlug } from "../../lib/products.ts";

/**
 * A product's icon (its file in public/icons/), painted in the text colour through a CSS mask:
 * one empty element in the page instead of an inline SVG repeated in the React payload.
 * Decorative, since the product's name always stands beside it.
 */
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
