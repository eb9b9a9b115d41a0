import { Backdrop, IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";

/** Device drawn at 1.28 px/mm from above (188 × 39 mm) and half that in the side view (13 mm). */
const top = { x: 48, y: 38, w: 240, h: 50 };
const side = { x: 214, y: 172, w: 120, h: 8.5 };
const transducerX = side.x + side.w - 18;
const junction = `M20 204${" q10 -7 20 0 t20 0".repeat(9)}V300H20z`;
const fibres = [218, 230, 242];
const fatCells = [40, 84, 128, 172, 216, 260, 304, 348];
const waves = [1, 2, 3, 4];

/** dermo, the skin ultrasound probe: a slim handheld device sending ultrasound into skin layers. */
export function DermoIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 400 300" className={className} title={title}>
      <defs>
        <clipPath id="dermo-skin-clip">
          <rect x="28" y="180" width="344" height="88" rx="16" />
        </clipPath>
      </defs>
      <Backdrop />
      <Shadow cx={200} cy={272} rx={176} />
      <Shadow cx={top.x + top.w / 2} cy={top.y + top.h + 10} rx={120} ry={4} />

      {/* Top view: slim rounded body with display, button and transducer window */}
      <rect
        x={top.x}
        y={top.y + 5}
        width={top.w}
        height={top.h}
        rx={top.h / 2}
        fill={tone("brand-100")}
      />
      <rect x={top.x} y={top.y} width={top.w} height={top.h} rx={top.h / 2} fill="#fff" />
      <rect x={top.x + 34} y={top.y + 16} width={64} height={18} rx={6} fill={tone("brand-800")} />
      <rect x={top.x + 40} y={top.y + 22} width={30} height={6} rx={3} fill={tone("brand-200")} />
      <circle cx={top.x + 126} cy={top.y + 25} r={9} fill={tone("brand-600")} />
      <rect
        x={top.x + top.w - 40}
        y={top.y + 10}
        width={26}
        height={30}
        rx={13}
        fill={tone("brand-200")}
      />
      <path
        d={`M${top.x} ${top.y + top.h + 26}h${top.w}M${top.x} ${top.y + top.h + 21}v10M${top.x + top.w} ${top.y + top.h + 21}v10`}
        stroke={tone("brand-500")}
        strokeWidth="2"
      />

      {/* Skin layers: epidermis, dermis with collagen fibres, hypodermis */}
      <g clipPath="url(#dermo-skin-clip)">
        <rect x="20" y="180" width="360" height="100" fill={tone("skin-100")} />
        <path d={junction} fill={tone("skin-300")} />
        {fibres.map((y, i) => (
          <path
            key={y}
            d={`M${10 + i * 12} ${y}${" q12 -6 24 0 t24 0".repeat(8)}`}
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            opacity={0.7}
          />
        ))}
        <rect x="20" y="252" width="360" height="30" fill={tone("skin-50")} />
        {fatCells.map((x) => (
          <circle
            key={x}
            cx={x}
            cy={260}
            r={6}
            fill="none"
            stroke={tone("skin-300")}
            strokeWidth="2"
          />
        ))}

        {/* Ultrasound going down from the transducer */}
        <path
          d={`M${transducerX - 6} 180l-30 100h72l-30-100z`}
          fill={tone("brand-500")}
          opacity={0.15}
        />
        {waves.map((i) => (
          <path
            key={i}
            d={`M${transducerX - 8 - i * 6} ${180 + i * 15}q${8 + i * 6} ${10} ${16 + i * 12} 0`}
            fill="none"
            stroke={tone("brand-600")}
            strokeWidth="3"
            strokeLinecap="round"
            opacity={1 - i * 0.18}
          />
        ))}
      </g>

      {/* Side view: 13 mm thin, resting on the skin */}
      <rect x={side.x} y={side.y} width={side.w} height={side.h} rx={side.h / 2} fill="#fff" />
      <rect
        x={side.x}
        y={side.y + side.h - 3}
        width={side.w}
        height={3}
        rx={1.5}
        fill={tone("brand-100")}
      />
      <rect
        x={transducerX - 10}
        y={side.y + side.h - 2.5}
        width={20}
        height={3}
        rx={1.5}
        fill={tone("brand-600")}
      />
      <path
        d={`M${side.x - 10} ${side.y}v${side.h}M${side.x - 14} ${side.y}h8M${side.x - 14} ${side.y + side.h}h8`}
        stroke={tone("brand-500")}
        strokeWidth="2"
      />
    </IllustrationSvg>
  );
}
