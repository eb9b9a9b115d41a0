// Plain <img>, not next/image: that one is a client component, and the export optimises nothing.
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
