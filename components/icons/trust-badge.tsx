export function TrustBadge({
  kind,
  mark,
  label,
}: {
  kind: "certification" | "partner";
  mark: string;
  label?: string;
}) {
  // System fonts vary: leave room for the widest likely glyphs rather than measure text.
  const width = Math.round(58 + mark.length * 8.4);
  return (
    <svg
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      viewBox={`0 0 ${width} 48`}
      width={width}
      height="48"
      className="h-12 w-auto shrink-0"
    >
      <rect
        x="0.5"
        y="0.5"
        width={width - 1}
        height="47"
        rx="10"
        fill="#fff"
        fillOpacity="0.06"
        stroke="currentColor"
        strokeOpacity="0.35"
      />
      {kind === "certification" ? (
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M24 10l10 4v8c0 7-4.3 12.4-10 15-5.7-2.6-10-8-10-15v-8z" />
          <path d="M19.5 23.5l3.2 3.2 6.3-6.6" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="19" cy="24" r="8" />
          <circle cx="29" cy="24" r="8" />
        </g>
      )}
      <text
        x="46"
        y="29"
        fill="currentColor"
        fontSize="14"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {mark}
      </text>
    </svg>
  );
}
