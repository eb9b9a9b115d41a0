import type { ReactNode } from "react";

/** Props shared by every illustration: decorative unless a title is given. */
export interface IllustrationProps {
  className?: string;
  title?: string;
}

export type Token =
  | `brand-${50 | 100 | 200 | 500 | 600 | 700 | 800 | 900}`
  | `skin-${50 | 100 | 300 | 500}`
  | `ink-${500 | 600 | 700 | 900}`;

/** A theme colour as a CSS variable, so the drawings follow the Tailwind theme. */
export const tone = (token: Token) => `var(--color-${token})`;

/** The <svg> root: `role="img"` with a label when titled, hidden from assistive tech otherwise. */
export function IllustrationSvg({
  viewBox,
  title,
  className,
  children,
}: IllustrationProps & { viewBox: string; children: ReactNode }) {
  const a11y = title
    ? { role: "img", "aria-label": title }
    : { "aria-hidden": true, focusable: "false" as const };
  return (
    <svg viewBox={viewBox} className={className} xmlns="http://www.w3.org/2000/svg" {...a11y}>
      {children}
    </svg>
  );
}

/** The soft teal blob every product drawing sits on. */
export function Backdrop({ cx = 200, cy = 142, rx = 172, ry = 124 }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={tone("brand-50")} />;
}

/** The subtle contact shadow under an object. */
export function Shadow({
  cx,
  cy,
  rx,
  ry = 8,
}: {
  cx: number;
  cy: number;
  rx: number;
  ry?: number;
}) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={tone("ink-900")} opacity={0.08} />;
}

/** A white card with a flat offset shadow (notifications, questionnaires, windows). */
export function Card({
  x,
  y,
  width,
  height,
  rx = 12,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  rx?: number;
}) {
  return (
    <>
      <rect
        x={x + 3}
        y={y + 5}
        width={width}
        height={height}
        rx={rx}
        fill={tone("ink-900")}
        opacity={0.08}
      />
      <rect x={x} y={y} width={width} height={height} rx={rx} fill="#fff" />
    </>
  );
}

/** A grey placeholder bar standing in for a line of UI text. */
export function Bar({
  x,
  y,
  width,
  height = 5,
  dark = false,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  dark?: boolean;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={height / 2}
      fill={tone(dark ? "ink-700" : "ink-500")}
      opacity={dark ? 0.85 : 0.35}
    />
  );
}
