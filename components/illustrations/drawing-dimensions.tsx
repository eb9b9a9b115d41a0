import type { Dimension } from "@/lib/device-drawings";
import { tone } from "./shared";

/** An arrowhead whose tip is at `tip`, pointing away from `from`. */
function arrow(tip: readonly [number, number], from: readonly [number, number]): string {
  const [x, y] = tip;
  const length = Math.hypot(x - from[0], y - from[1]);
  const [ux, uy] = [(x - from[0]) / length, (y - from[1]) / length];
  const [bx, by] = [x - ux * 13, y - uy * 13];
  return `M${x} ${y}L${bx - uy * 4.5} ${by + ux * 4.5}L${bx + uy * 4.5} ${by - ux * 4.5}Z`;
}

/**
 * Dimension lines drawn over a device's image file, in its coordinates: their figures come from
 * the catalogue and are written in the page's language, which an image file cannot do. Hidden
 * from assistive technology: the caption states the same dimensions.
 */
export function DrawingDimensions({
  width,
  height,
  dimensions,
}: {
  width: number;
  height: number;
  dimensions: readonly Dimension[];
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="pointer-events-none absolute inset-0 size-full"
      aria-hidden="true"
      focusable="false"
    >
      <g stroke={tone("ink-600")} strokeWidth={1.2} fill={tone("ink-600")}>
        {dimensions.map(({ from, to, extensions, text }) => (
          <g key={text + from.join()}>
            {extensions.map(([x1, y1, x2, y2]) => (
              <line key={`${x1} ${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={0.8} />
            ))}
            <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} />
            <path d={`${arrow(from, to)}${arrow(to, from)}`} stroke="none" />
          </g>
        ))}
      </g>
      <g
        fontSize={24}
        fontWeight={600}
        fill={tone("ink-900")}
        stroke="#fff"
        strokeWidth={7}
        strokeLinejoin="round"
        paintOrder="stroke"
        dominantBaseline="central"
      >
        {dimensions.map(({ label, text }) => (
          <text key={`${label.x} ${label.y}`} x={label.x} y={label.y} textAnchor={label.anchor}>
            {text}
          </text>
        ))}
      </g>
    </svg>
  );
}
