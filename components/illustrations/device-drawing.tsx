import { drawingFile, type DrawnDevice } from "@/lib/device-drawings";
import type { IllustrationProps } from "./shared";

/**
 * A device's drawing: an SVG image file in public/illustrations/, not inline markup, so the page
 * and its React payload carry one <img> instead of the drawing twice, and the file is cached
 * across pages (decision 0031). Decorative unless given a `title`.
 */
export function DeviceDrawing({
  slug,
  title,
  className,
  eager = false,
}: IllustrationProps & { slug: DrawnDevice; eager?: boolean }) {
  const { src, width, height } = drawingFile(slug);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser, and an SVG needs no resizing
    <img
      src={src}
      width={width}
      height={height}
      alt={title ?? ""}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** The `illustrations` map's entry for a device. */
export function deviceIllustration(slug: DrawnDevice) {
  return function DeviceIllustration(props: IllustrationProps) {
    return <DeviceDrawing slug={slug} {...props} />;
  };
}
