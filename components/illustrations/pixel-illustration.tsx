import { Backdrop, IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";

/** The two daylight panels, left and right of the lens. */
const panels = [196, 320];
const leds = [0, 1, 2, 3];
const lensRings = [
  { r: 30, fill: tone("brand-700") },
  { r: 24, fill: tone("ink-700") },
  { r: 17, fill: tone("ink-900") },
  { r: 9, fill: tone("brand-600") },
];
const profile =
  "M66 250l4-42c-22-12-30-40-24-70 6-34 36-56 70-50 26 5 40 24 40 46l14 24c2 5-2 7-8 8l-2 10c3 3 0 6-2 7 2 4 0 8-5 9 0 12-8 18-24 15l-4 43z";

/** Pixel, the connected full-face camera: an imaging hood with daylight panels and a chin rest. */
export function PixelIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <Backdrop />
      <Shadow cx={200} cy={262} rx={170} />

      {/* Stand */}
      <rect x="262" y="196" width="16" height="62" fill={tone("brand-200")} />
      <rect x="218" y="250" width="104" height="12" rx="6" fill={tone("brand-600")} />

      {/* Hood */}
      <rect x="170" y="42" width="200" height="172" rx="46" fill={tone("brand-100")} />
      <rect x="170" y="34" width="200" height="172" rx="46" fill="#fff" />
      <rect x="186" y="50" width="168" height="140" rx="34" fill={tone("brand-900")} />

      {/* Daylight panels */}
      {panels.map((x) => (
        <g key={x}>
          <rect
            x={x - 5}
            y={61}
            width={34}
            height={112}
            rx={14}
            fill={tone("skin-50")}
            opacity={0.18}
          />
          <rect x={x} y={66} width={24} height={102} rx={10} fill={tone("skin-50")} />
          {leds.map((i) => (
            <rect key={i} x={x + 5} y={76 + i * 22} width={14} height={14} rx={4} fill="#fff" />
          ))}
        </g>
      ))}

      {/* Lens */}
      {lensRings.map(({ r, fill }) => (
        <circle key={r} cx={270} cy={100} r={r} fill={fill} />
      ))}
      <circle cx="263" cy="93" r="4.5" fill="#fff" opacity={0.85} />

      {/* Chin rest */}
      <path d="M244 172q26 16 52 0v6q-26 20-52 0z" fill={tone("ink-500")} />
      <rect x="266" y="180" width="8" height="12" rx="3" fill={tone("ink-500")} />

      {/* Face in front of the device */}
      <path d={profile} fill={tone("skin-300")} />
      <path
        d="M46 138c-4-40 26-60 58-58 24 2 44 18 46 40-18-14-36-16-52-8 4 18-6 30-14 38-10-2-30 2-38-12z"
        fill={tone("skin-500")}
      />
      <ellipse cx="106" cy="158" rx="9" ry="12" fill={tone("skin-500")} opacity={0.5} />
    </IllustrationSvg>
  );
}
