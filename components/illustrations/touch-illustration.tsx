import { Backdrop, IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";

const tip = { x: 226, y: 220 };
/** Finger centre line and left end, thumb side first. */
const fingers = [
  [202, 22],
  [216, 14],
  [230, 18],
  [243, 28],
] as const;
const drop = "M0-13c6 7 10 12 10 17a10 10 0 0 1-20 0c0-5 4-10 10-17z";
/** The three measures, each a badge: hydration, sebum, elasticity. */
const badges = [
  { x: 70, y: 112, ring: "brand-200" },
  { x: 130, y: 62, ring: "skin-300" },
  { x: 206, y: 46, ring: "brand-200" },
] as const;

/** Touch, the 3-in-1 skin probe: a pen-like probe on a forearm, with its three measures. */
export function TouchIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <Backdrop />
      <Shadow cx={210} cy={266} rx={190} />

      {/* Forearm, inner side up, with the palm-up hand */}
      <path d="M90 198L400 182V264L90 250z" fill={tone("skin-300")} />
      <path
        d="M112 219a8 8 0 0 1 8-8L400 202V226L120 228a8 8 0 0 1-8-9z"
        fill={tone("skin-100")}
        opacity={0.7}
      />
      {fingers.map(([y, x]) => (
        <rect
          key={y}
          x={x}
          y={y - 6.5}
          width={56 - x + 20}
          height={13}
          rx={6.5}
          fill={tone("skin-300")}
        />
      ))}
      <rect
        x="54"
        y="172"
        width="14"
        height="40"
        rx="7"
        fill={tone("skin-300")}
        transform="rotate(-50 61 204)"
      />
      <rect x="52" y="194" width="60" height="58" rx="24" fill={tone("skin-300")} />
      <ellipse cx="80" cy="226" rx="16" ry="14" fill={tone("skin-100")} opacity={0.6} />

      {/* Measurement ripples on the skin */}
      <ellipse
        cx={tip.x}
        cy={tip.y}
        rx={36}
        ry={9}
        fill="none"
        stroke={tone("brand-500")}
        strokeWidth="2"
        opacity={0.35}
      />
      <ellipse
        cx={tip.x}
        cy={tip.y}
        rx={22}
        ry={5.5}
        fill="none"
        stroke={tone("brand-500")}
        strokeWidth="2"
        opacity={0.7}
      />

      {/* Connections from the badges to the tip */}
      {badges.map(({ x, y }) => (
        <path
          key={x}
          d={`M${x} ${y + 26}Q${x} ${tip.y - 20} ${tip.x - 10} ${tip.y - 8}`}
          fill="none"
          stroke={tone("brand-500")}
          strokeWidth="2"
          strokeDasharray="2 6"
          strokeLinecap="round"
        />
      ))}

      {/* Probe, leaning on its flat round tip */}
      <ellipse cx={tip.x} cy={tip.y} rx={13} ry={4} fill={tone("brand-700")} />
      <g transform={`rotate(28 ${tip.x} ${tip.y})`}>
        <path d={`M${tip.x - 11} ${tip.y - 4}l3-26h16l3 26z`} fill={tone("ink-600")} />
        <rect
          x={tip.x - 14}
          y={tip.y - 170}
          width={28}
          height={144}
          rx={14}
          fill={tone("brand-100")}
        />
        <rect x={tip.x - 14} y={tip.y - 170} width={22} height={144} rx={11} fill="#fff" />
        <rect
          x={tip.x - 14}
          y={tip.y - 170}
          width={28}
          height={34}
          rx={14}
          fill={tone("brand-600")}
        />
        <rect x={tip.x - 14} y={tip.y - 64} width={28} height={10} fill={tone("brand-600")} />
        <circle cx={tip.x - 1} cy={tip.y - 112} r={4} fill={tone("brand-500")} />
      </g>

      {/* Badges */}
      {badges.map(({ x, y, ring }) => (
        <g key={x}>
          <circle cx={x + 2} cy={y + 4} r={26} fill={tone("ink-900")} opacity={0.08} />
          <circle cx={x} cy={y} r={26} fill="#fff" stroke={tone(ring)} strokeWidth="3" />
        </g>
      ))}
      <path d={drop} transform="translate(70 110)" fill={tone("brand-500")} />
      <ellipse cx="66" cy="114" rx="2.5" ry="4" fill="#fff" opacity={0.8} />
      <path d={drop} transform="translate(130 60) scale(1.05 0.95)" fill={tone("skin-500")} />
      <ellipse cx="126" cy="64" rx="2.5" ry="4" fill="#fff" opacity={0.8} />
      <circle cx="146" cy="70" r="3.5" fill={tone("skin-500")} />
      <circle cx="115" cy="48" r="2.5" fill={tone("skin-500")} />
      <path
        d="M194 34h24M196 38l20 4-20 4 20 4-20 4M194 58h24"
        fill="none"
        stroke={tone("brand-700")}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationSvg>
  );
}
