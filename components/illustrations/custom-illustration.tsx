import { IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";

const line = { fill: "none", stroke: "#fff", strokeWidth: 2.5, strokeLinecap: "round" } as const;
const thin = { ...line, strokeWidth: 1.5, opacity: 0.7 } as const;
const dimension = { ...thin, markerStart: "url(#custom-arrow)", markerEnd: "url(#custom-arrow)" };
const teeth = [0, 45, 90, 135, 180, 225, 270, 315];
const titleRows = [64, 86, 44];

/** Custom-made devices: a blueprint of a device with dimension arrows, and a gear. */
export function CustomIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <defs>
        <pattern id="custom-grid" width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0H0V16" fill="none" stroke={tone("brand-800")} strokeWidth="1" />
        </pattern>
        <marker
          id="custom-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 1l9 4-9 4z" fill="#fff" />
        </marker>
      </defs>
      <Shadow cx={200} cy={282} rx={180} />

      {/* Blueprint sheet */}
      <rect x="16" y="18" width="368" height="260" rx="16" fill={tone("brand-900")} />
      <rect x="16" y="18" width="368" height="260" rx="16" fill="url(#custom-grid)" />
      <rect x="28" y="30" width="344" height="236" rx="8" {...thin} opacity={0.35} />

      {/* Front view: body, screen, buttons and sensor nozzle */}
      <path d="M100 150h150M175 66v112" {...thin} strokeDasharray="10 4 2 4" opacity={0.4} />
      <rect x="100" y="80" width="150" height="84" rx="20" {...line} />
      <rect x="116" y="96" width="70" height="44" rx="6" {...line} />
      <circle cx="216" cy="106" r="10" {...line} />
      <circle cx="216" cy="140" r="6" {...line} />
      <path d="M250 108h14a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6h-14" {...line} />

      {/* Side view */}
      <rect x="300" y="80" width="34" height="84" rx="10" {...line} />
      <path d="M308 164v10h18v-10" {...line} />

      {/* Dimensions */}
      <path
        d="M100 170v28M250 170v28M300 180v18M334 180v18M94 80H64M94 164H64"
        {...thin}
        opacity={0.45}
      />
      <path d="M102 192h146" {...dimension} />
      <path d="M302 192h30" {...dimension} />
      <path d="M72 82v80" {...dimension} />

      {/* Title block */}
      <rect x="252" y="212" width="108" height="44" rx="3" {...thin} />
      {titleRows.map((width, i) => (
        <rect
          key={i}
          x={260}
          y={220 + i * 11}
          width={width}
          height={4}
          rx={2}
          fill="#fff"
          opacity={0.5}
        />
      ))}
      <rect x="40" y="224" width="60" height="5" rx="2.5" fill="#fff" opacity={0.5} />
      <rect x="40" y="236" width="40" height="5" rx="2.5" fill="#fff" opacity={0.3} />

      {/* Gear */}
      <g transform="translate(358 44)">
        {teeth.map((a) => (
          <rect
            key={a}
            x={-6}
            y={-33}
            width={12}
            height={14}
            rx={3}
            fill={tone("skin-300")}
            transform={`rotate(${a})`}
          />
        ))}
        <circle r="24" fill={tone("skin-300")} />
        <circle r="16" fill={tone("skin-500")} opacity={0.35} />
        <circle r="8" fill={tone("brand-900")} />
      </g>
    </IllustrationSvg>
  );
}
