import { Backdrop, IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";

const inset = { cx: 296, cy: 104, r: 76 };
/** Skin furrows: two families of parallel lines crossing into the usual diamond pattern. */
const furrows = [-72, -36, 0, 36, 72];
const pores = [
  [264, 62],
  [300, 70],
  [332, 84],
  [250, 104],
  [286, 112],
  [322, 120],
  [352, 104],
  [270, 146],
  [306, 150],
  [240, 134],
] as const;
const spots = [
  { cx: 276, cy: 86, rx: 7, ry: 6, o: 0.8 },
  { cx: 326, cy: 144, rx: 5, ry: 4.5, o: 0.6 },
  { cx: 344, cy: 70, rx: 4, ry: 3.5, o: 0.5 },
];

/** Macro, the connected dermatoscope: a handheld lens head on skin, with a magnified inset. */
export function MacroIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <defs>
        <clipPath id="macro-inset-clip">
          <circle cx={inset.cx} cy={inset.cy} r={inset.r} />
        </clipPath>
      </defs>
      <Backdrop />
      <Shadow cx={170} cy={262} rx={150} />

      {/* Skin patch */}
      <rect x="30" y="214" width="280" height="46" rx="16" fill={tone("skin-300")} />
      <rect x="30" y="208" width="280" height="24" rx="12" fill={tone("skin-100")} />
      <ellipse cx="142" cy="212" rx="42" ry="6" fill={tone("brand-200")} opacity={0.7} />

      {/* Magnifier connectors */}
      <path
        d="M164 200L236 150M170 212L262 172"
        stroke={tone("brand-500")}
        strokeWidth="2"
        strokeDasharray="3 5"
        strokeLinecap="round"
      />

      {/* Handle */}
      <g transform="rotate(-30 142 176)">
        <rect x="126" y="40" width="32" height="144" rx="16" fill={tone("brand-100")} />
        <rect x="126" y="40" width="26" height="144" rx="13" fill="#fff" />
        <rect x="131" y="66" width="18" height="56" rx="9" fill={tone("brand-600")} />
        <circle cx="140" cy="140" r="5" fill={tone("brand-200")} />
      </g>

      {/* Round lens head pressed on the skin */}
      <path d="M114 176h56l10 28a6 6 0 0 1-6 8h-64a6 6 0 0 1-6-8z" fill="#fff" />
      <rect x="108" y="192" width="68" height="7" fill={tone("brand-600")} />
      <rect x="112" y="206" width="60" height="6" rx="3" fill={tone("ink-700")} />

      {/* Magnified inset: furrows, pores, pigment spots and the imaged square */}
      <circle cx={inset.cx} cy={inset.cy} r={inset.r + 6} fill="#fff" />
      <g clipPath="url(#macro-inset-clip)">
        <rect x="200" y="0" width="200" height="200" fill={tone("skin-100")} />
        {furrows.map((o) => (
          <path
            key={o}
            d={`M${220 + o} 20l150 170M${370 + o} 20l-150 170`}
            stroke={tone("skin-300")}
            strokeWidth="1.5"
            opacity={0.8}
            strokeLinecap="round"
          />
        ))}
        {pores.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={2.4} fill={tone("skin-500")} opacity={0.55} />
        ))}
        {spots.map(({ cx, cy, rx, ry, o }) => (
          <ellipse key={cx} cx={cx} cy={cy} rx={rx} ry={ry} fill={tone("skin-500")} opacity={o} />
        ))}
        <rect
          x="256"
          y="64"
          width="80"
          height="80"
          rx="3"
          fill="none"
          stroke={tone("brand-600")}
          strokeWidth="2.5"
          strokeDasharray="7 5"
        />
        <path
          d="M256 52h80M256 48v8M336 48v8M244 64v80M240 64h8M240 144h8"
          stroke={tone("brand-700")}
          strokeWidth="2"
        />
      </g>
      <circle
        cx={inset.cx}
        cy={inset.cy}
        r={inset.r}
        fill="none"
        stroke={tone("brand-600")}
        strokeWidth="3"
      />
    </IllustrationSvg>
  );
}
