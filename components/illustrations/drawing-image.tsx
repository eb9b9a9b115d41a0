/**
 * A drawing as an SVG file in public/illustrations/: not repeated in the page's React payload,
 * cached across pages, sharp at any size (decision 0031). Decorative unless titled. Plain <img>,
 * not next/image: that one is a client component and the export optimises nothing. `eager` for
 * a drawing in the first screen; `hero` for the page's main one, also fetched first.
 */
export function DrawingImage({
  src,
  width,
  height,
  title,
  className,
  eager = false,
  hero = false,
}: {
  src: string;
  width: number;
  height: number;
  title?: string;
  className?: string;
  eager?: boolean;
  hero?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      width={width}
      height={height}
      alt={title ?? ""}
      className={className}
      loading={eager || hero ? "eager" : "lazy"}
      fetchPriority={hero ? "high" : undefined}
      decoding="async"
    />
  );
}
