import type { IllustrationProps } from "./shared";

/**
 * A drawing that needs no script, as an SVG file in public/illustrations/: not repeated in the
 * page's React payload, cached across pages, sharp at any size. Decorative unless titled.
 * Plain <img>, not next/image: that one is a client component and the export optimises nothing.
 */
export function DrawingImage({
  name,
  width,
  height,
  title,
  className,
  eager = false,
}: IllustrationProps & { name: string; width: number; height: number; eager?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/illustrations/${name}.svg`}
      width={width}
      height={height}
      alt={title ?? ""}
      className={className}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
