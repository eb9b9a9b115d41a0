import {
  Backdrop,
  Bar,
  Card,
  IllustrationSvg,
  Shadow,
  tone,
  type IllustrationProps,
} from "./shared";

/** Corner brackets of the photo frame: x, y and the direction each arm points. */
const corners = [
  [152, 58, 1, 1],
  [232, 58, -1, 1],
  [152, 180, 1, -1],
  [232, 180, -1, -1],
] as const;
const answers = [66, 52, 60];

/** Echo, the panellist app: a phone guiding a self-photo, a questionnaire and a reminder. */
export function EchoIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <Backdrop />
      <Shadow cx={196} cy={272} rx={110} />

      {/* Phone */}
      <rect x="130" y="22" width="124" height="248" rx="24" fill={tone("ink-900")} />
      <rect x="137" y="29" width="110" height="234" rx="18" fill={tone("brand-900")} />
      <rect x="172" y="35" width="40" height="7" rx="3.5" fill={tone("ink-900")} />

      {/* Camera view with the face guide */}
      <rect x="145" y="50" width="94" height="138" rx="10" fill={tone("brand-800")} />
      <path d="M160 188c0-26 14-36 32-36s32 10 32 36z" fill={tone("brand-500")} />
      <rect x="186" y="136" width="12" height="18" rx="5" fill={tone("skin-300")} />
      <ellipse cx="192" cy="112" rx="23" ry="29" fill={tone("skin-300")} />
      <path
        d="M169 108c0-22 10-30 23-30s23 8 23 30c-6-10-14-14-23-14s-17 4-23 14z"
        fill={tone("ink-700")}
      />
      <ellipse
        cx="192"
        cy="112"
        rx="31"
        ry="39"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      {corners.map(([x, y, sx, sy]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y + 12 * sy}V${y}H${x + 12 * sx}`}
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      <rect x="164" y="198" width="56" height="6" rx="3" fill="#fff" opacity={0.5} />

      {/* Capture controls */}
      <rect x="152" y="225" width="16" height="16" rx="4" fill={tone("skin-300")} />
      <circle cx="192" cy="233" r="15" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="192" cy="233" r="10.5" fill={tone("brand-500")} />
      <circle cx="224" cy="233" r="8" fill={tone("brand-700")} />

      {/* Reminder notification */}
      <Card x={216} y={40} width={156} height={48} rx={16} />
      <circle cx="240" cy="64" r="13" fill={tone("brand-600")} />
      <path d="M234 68h12l-1.8-2.4v-4.3a4.2 4.2 0 0 0-8.4 0v4.3z" fill="#fff" />
      <circle cx="240" cy="70.5" r="1.8" fill="#fff" />
      <Bar x={260} y={56} width={78} height={6} dark />
      <Bar x={260} y={67} width={58} />
      <circle cx="356" cy="59" r="4" fill={tone("skin-500")} />

      {/* Questionnaire card */}
      <Card x={28} y={146} width={130} height={100} />
      <Bar x={40} y={158} width={72} height={7} dark />
      <rect x="40" y="172" width="106" height="4" rx="2" fill={tone("brand-100")} />
      <rect x="40" y="172" width="62" height="4" rx="2" fill={tone("brand-500")} />
      {answers.map((width, i) => (
        <g key={i}>
          {i === 1 && (
            <rect x={34} y={194} width={118} height={18} rx={9} fill={tone("brand-50")} />
          )}
          <circle
            cx={47}
            cy={189 + i * 14}
            r={5}
            fill={i === 1 ? tone("brand-600") : "#fff"}
            stroke={tone(i === 1 ? "brand-600" : "brand-200")}
            strokeWidth="2"
          />
          {i === 1 && <circle cx={47} cy={203} r={1.8} fill="#fff" />}
          <Bar x={58} y={186.5 + i * 14} width={width} />
        </g>
      ))}
    </IllustrationSvg>
  );
}
