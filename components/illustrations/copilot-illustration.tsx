import {
  Backdrop,
  Bar,
  IllustrationSvg,
  Shadow,
  tone,
  type IllustrationProps,
  type Token,
} from "./shared";

const windowDots: Token[] = ["skin-300", "brand-200", "brand-500"];
const visits = [0, 1, 2, 3, 4, 5];
const navItems = [0, 1, 2, 3, 4];
const thumbs = [0, 1, 2, 3, 4, 5].map((i) => ({
  x: 234 + (i % 3) * 29,
  y: 88 + Math.floor(i / 3) * 29,
}));
const panellists = [70, 52, 84, 36];
const chartLine = "M124 134 L140 128 L156 130 L172 116 L188 110 L204 96";

/** Copilot, the cloud study platform: a laptop showing a study dashboard. */
export function CopilotIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <Backdrop />
      <Shadow cx={200} cy={240} rx={180} ry={8} />

      {/* Screen and browser bar */}
      <rect x="62" y="28" width="276" height="190" rx="14" fill={tone("ink-700")} />
      <rect x="70" y="36" width="260" height="174" rx="6" fill="#fff" />
      <path d="M70 54V42a6 6 0 0 1 6-6h248a6 6 0 0 1 6 6v12z" fill={tone("brand-50")} />
      {windowDots.map((c, i) => (
        <circle key={c} cx={80 + i * 9} cy={45} r={2.8} fill={tone(c)} />
      ))}
      <rect x="116" y="41" width="130" height="8" rx="4" fill="#fff" />

      {/* Sidebar */}
      <path d="M70 54h40v156H76a6 6 0 0 1-6-6z" fill={tone("brand-800")} />
      <rect x="79" y="62" width="22" height="10" rx="3" fill={tone("brand-500")} />
      {navItems.map((i) => (
        <rect
          key={i}
          x={79}
          y={84 + i * 14}
          width={22}
          height={5}
          rx={2.5}
          fill="#fff"
          opacity={i === 1 ? 0.95 : 0.4}
        />
      ))}

      {/* Timeline of visits */}
      <line
        x1="124"
        y1="66"
        x2="314"
        y2="66"
        stroke={tone("brand-100")}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <line
        x1="124"
        y1="66"
        x2="238"
        y2="66"
        stroke={tone("brand-500")}
        strokeWidth="3"
        strokeLinecap="round"
      />
      {visits.map((i) => (
        <circle
          key={i}
          cx={124 + i * 38}
          cy={66}
          r={i === 3 ? 6 : 4.5}
          fill={i < 3 ? tone("brand-600") : "#fff"}
          stroke={tone(i <= 3 ? "brand-600" : "brand-200")}
          strokeWidth={2.5}
        />
      ))}

      {/* Line chart of a skin measurement */}
      <rect x="116" y="82" width="108" height="64" rx="6" fill={tone("brand-50")} />
      {[100, 116, 132].map((y) => (
        <line
          key={y}
          x1="124"
          y1={y}
          x2="216"
          y2={y}
          stroke={tone("brand-100")}
          strokeWidth="1.5"
        />
      ))}
      <path d={`${chartLine} V140 H124 Z`} fill={tone("brand-200")} opacity={0.45} />
      <path
        d={chartLine}
        fill="none"
        stroke={tone("brand-600")}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="204" cy="96" r="4" fill="#fff" stroke={tone("brand-600")} strokeWidth="2.5" />

      {/* Face-photo thumbnails */}
      <rect x="230" y="82" width="92" height="64" rx="6" fill={tone("skin-50")} />
      {thumbs.map(({ x, y }) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width={25} height={25} rx={4} fill={tone("skin-100")} />
          <path d={`M${x + 3} ${y + 25}a9.5 7 0 0 1 19 0z`} fill={tone("brand-200")} />
          <ellipse cx={x + 12.5} cy={y + 11} rx={5.5} ry={7} fill={tone("skin-300")} />
        </g>
      ))}

      {/* Table of panellists */}
      <rect
        x="116"
        y="154"
        width="206"
        height="48"
        rx="6"
        fill="#fff"
        stroke={tone("brand-100")}
        strokeWidth="1.5"
      />
      {panellists.map((progress, i) => (
        <g key={i}>
          <circle cx={127} cy={163 + i * 10.5} r={3.2} fill={tone("skin-300")} />
          <Bar x={135} y={160.5 + i * 10.5} width={44} />
          <rect x={190} y={161 + i * 10.5} width={90} height={4} rx={2} fill={tone("brand-100")} />
          <rect
            x={190}
            y={161 + i * 10.5}
            width={progress}
            height={4}
            rx={2}
            fill={tone("brand-500")}
          />
          <circle
            cx={304}
            cy={163 + i * 10.5}
            r={3}
            fill={tone(i === 3 ? "skin-500" : "brand-500")}
          />
        </g>
      ))}

      {/* Laptop base */}
      <path d="M24 218h352v6a12 12 0 0 1-12 12H36a12 12 0 0 1-12-12z" fill={tone("brand-200")} />
      <rect x="24" y="214" width="352" height="8" rx="4" fill={tone("brand-100")} />
      <rect x="170" y="214" width="60" height="5" rx="2.5" fill={tone("brand-200")} />
    </IllustrationSvg>
  );
}
