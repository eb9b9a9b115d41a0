import type { ReactNode } from "react";
import { Card, tone } from "./shared";

/** A browser window (white card, tab dots, address bar) holding its content. */
export function BrowserWindow({
  x,
  y,
  width,
  height,
  children,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <g>
      <Card x={x} y={y} width={width} height={height} rx={10} />
      <path
        d={`M${x} ${y + 20}V${y + 10}a10 10 0 0 1 10-10h${width - 20}a10 10 0 0 1 10 10v10z`}
        fill={tone("brand-50")}
      />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={x + 12 + i * 9}
          cy={y + 10}
          r={2.8}
          fill={tone(i === 2 ? "brand-500" : "brand-200")}
        />
      ))}
      <rect x={x + 46} y={y + 6} width={width * 0.5} height={8} rx={4} fill="#fff" />
      {children}
    </g>
  );
}

/** A panellist, head and shoulders, holding the Echo phone. */
export function Panellist({ cx, y }: { cx: number; y: number }) {
  return (
    <g>
      <path d={`M${cx - 58} ${y + 150}c2-44 22-64 58-66s56 22 58 66z`} fill={tone("brand-600")} />
      <rect x={cx - 10} y={y + 58} width={20} height={32} rx={8} fill={tone("skin-300")} />
      <ellipse cx={cx} cy={y + 36} rx={28} ry={34} fill={tone("skin-300")} />
      <path
        d={`M${cx - 29} ${y + 34}c0-28 12-38 29-38s29 10 29 38c-8-14-18-18-29-18s-21 4-29 18z`}
        fill={tone("ink-700")}
      />
      <path
        d={`M${cx + 44} ${y + 138}l-14-18`}
        stroke={tone("brand-700")}
        strokeWidth="18"
        strokeLinecap="round"
      />
      <g transform={`rotate(-12 ${cx + 26} ${y + 100})`}>
        <rect x={cx + 12} y={y + 76} width={30} height={54} rx={7} fill={tone("ink-900")} />
        <rect x={cx + 15} y={y + 80} width={24} height={42} rx={4} fill={tone("brand-800")} />
        <ellipse
          cx={cx + 27}
          cy={y + 98}
          rx={6}
          ry={8}
          fill="none"
          stroke="#fff"
          strokeWidth="1.5"
          strokeDasharray="2 2"
        />
        <circle cx={cx + 27} cy={y + 116} r={3} fill="#fff" />
      </g>
      <circle cx={cx + 30} cy={y + 124} r={9} fill={tone("skin-300")} />
    </g>
  );
}

/** Pixel in miniature: hood, lens, daylight panels, stand. */
export function MiniBooth({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x + 26} y={y + 56} width={8} height={50} fill={tone("brand-200")} />
      <rect x={x + 8} y={y + 102} width={44} height={7} rx={3.5} fill={tone("brand-600")} />
      <rect x={x} y={y + 3} width={60} height={58} rx={18} fill={tone("brand-100")} />
      <rect x={x} y={y} width={60} height={58} rx={18} fill="#fff" />
      <rect x={x + 6} y={y + 6} width={48} height={46} rx={13} fill={tone("brand-900")} />
      {[x + 10, x + 44].map((px) => (
        <rect key={px} x={px} y={y + 12} width={6} height={32} rx={3} fill={tone("skin-50")} />
      ))}
      <circle cx={x + 30} cy={y + 25} r={9} fill={tone("ink-700")} />
      <circle cx={x + 30} cy={y + 25} r={4.5} fill={tone("brand-600")} />
      <path
        d={`M${x + 22} ${y + 42}q8 6 16 0`}
        fill="none"
        stroke={tone("ink-500")}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Macro in miniature: a handheld dermatoscope standing on its lens head. */
export function MiniScope({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x + 6} y={y} width={20} height={74} rx={10} fill={tone("brand-100")} />
      <rect x={x + 6} y={y} width={15} height={74} rx={7.5} fill="#fff" />
      <rect x={x + 10} y={y + 12} width={12} height={30} rx={6} fill={tone("brand-600")} />
      <path d={`M${x + 4} ${y + 70}h24l6 30H${x - 2}z`} fill={tone("brand-100")} />
      <path d={`M${x + 4} ${y + 70}h18l2 30H${x - 2}z`} fill="#fff" />
      <rect x={x - 2} y={y + 86} width={36} height={5} fill={tone("brand-600")} />
      <rect x={x} y={y + 100} width={32} height={5} rx={2.5} fill={tone("ink-700")} />
    </g>
  );
}

/** Touch in miniature: the pen-like probe on its flat round tip. */
export function MiniProbe({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width={16} height={84} rx={8} fill={tone("brand-100")} />
      <rect x={x} y={y} width={12} height={84} rx={6} fill="#fff" />
      <rect x={x} y={y} width={16} height={20} rx={8} fill={tone("brand-600")} />
      <rect x={x} y={y + 62} width={16} height={6} fill={tone("brand-600")} />
      <path d={`M${x + 2} ${y + 82}h12l-2 16h-8z`} fill={tone("ink-600")} />
      <ellipse cx={x + 8} cy={y + 100} rx={9} ry={3} fill={tone("brand-700")} />
    </g>
  );
}
