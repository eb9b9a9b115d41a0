import type { ProductSlug } from "@/lib/products";

/**
 * Heroicons' outline icons as files in public/icons/, painted in the text colour through a CSS
 * mask: one empty element in the page instead of an inline SVG repeated in the React payload.
 * Heroicons has no ultrasound probe: dermo's (a handheld probe on the skin, its waves going
 * into it) is drawn by us on the same 24-unit grid and 1.5 stroke. Full class names, so that
 * Tailwind finds them.
 */
const masks: Record<ProductSlug, string> = {
  copilot: "[mask-image:url(/icons/copilot.svg)]",
  echo: "[mask-image:url(/icons/echo.svg)]",
  pixel: "[mask-image:url(/icons/pixel.svg)]",
  macro: "[mask-image:url(/icons/macro.svg)]",
  touch: "[mask-image:url(/icons/touch.svg)]",
  dermo: "[mask-image:url(/icons/dermo.svg)]",
  custom: "[mask-image:url(/icons/custom.svg)]",
};

/** A product's icon; decorative, since the product's name always stands beside it. */
export function ProductIcon({ slug, className }: { slug: ProductSlug; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 bg-current [mask-size:contain] [mask-position:center] [mask-repeat:no-repeat] forced-color-adjust-none ${masks[slug]} ${className ?? ""}`}
    />
  );
}
