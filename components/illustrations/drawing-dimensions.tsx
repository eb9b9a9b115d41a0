import type { Dimension } from "../../lib/device-drawings.ts";

function arrow(tip: readonly [number, number], from: readonly [number, number]): string {
  const [x, y] = tip;
  const length = Math.hypot(x - from[0], y - from[1]);
  const [ux, uy] = [(x - from[0]) / length, (y - from[1]) / length];
  const [bx, by] = [x - ux * 13, y - uy * 13];
  return `M${x} ${y}L${bx - uy * 4.5} ${by + ux * 4.5}L${bx + uy * 4.5} ${by - ux * 4.5}Z`;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

// Figures as HTML text, not in the image file: in the page's language and legible at any size.
// Hidden from assistive technology: the caption states them.
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
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-full">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-full w-full" focusable="false">
        <g stroke="var(--color-ink-600)" strokeWidth={1.2} fill="var(--color-ink-600)">
          {dimensions.map(({ from, to, extensions }) => (
            <g key={`${from.join()} ${to.join()}`}>
              {extensions.map(([x1, y1, x2, y2]) => (
                <line key={`${x1} ${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={0.8} />
              ))}
              <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} />
              <path d={`${arrow(from, to)}${arrow(to, from)}`} stroke="none" />
            </g>
          ))}
        </g>
      </svg>
      {dimensions.map(({ label, text }) => (
        <span
          key={`${label.x} ${label.y}`}
          data-dimension
          className={`absolute text-xs font-semibold text-ink-900 tabular-nums sm:text-sm ${label.anchor === "middle" ? "rounded bg-white px-2" : ""}`}
          style={{
            left: percent(label.x, width),
            top: percent(label.y, height),
            transform: label.anchor === "middle" ? "translate(-50%, -50%)" : "translateY(-50%)",
            whiteSpace: "nowrap",
          }}
        >
          {text}
        </span>
      ))}
    </div>
  );
}
