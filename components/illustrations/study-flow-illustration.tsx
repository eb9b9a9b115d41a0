import { Backdrop, Bar, IllustrationSvg, Shadow, tone, type IllustrationProps } from "./shared";
import { BrowserWindow, MiniBooth, MiniProbe, MiniScope, Panellist } from "./study-flow-parts";

/** Plan: one row per study arm, a bar for its visits window, a diamond per milestone. */
const planRows = [
  { start: 0, length: 70, fill: "brand-500" },
  { start: 30, length: 90, fill: "brand-200" },
  { start: 60, length: 64, fill: "skin-300" },
  { start: 16, length: 110, fill: "brand-500" },
] as const;
const results = [30, 44, 40, 62, 78];
const trend = "M696 196L728 178L760 182L792 150L824 132L852 112";
const arrows = [250, 606];

/** How a study runs: plan in Copilot, capture with Echo and the devices, results back in Copilot. */
export function StudyFlowIllustration({ className, title }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 900 300" className={className} title={title}>
      <defs>
        <marker
          id="study-flow-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M1 1l8 4-8 4z" fill={tone("brand-500")} />
        </marker>
      </defs>
      <Backdrop cx={130} cy={150} rx={126} ry={116} />
      <Backdrop cx={450} cy={150} rx={150} ry={126} />
      <Backdrop cx={770} cy={150} rx={126} ry={116} />

      {/* Plan */}
      <Shadow cx={130} cy={246} rx={110} ry={6} />
      <BrowserWindow x={20} y={66} width={220} height={164}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <line
            key={i}
            x1={90 + i * 26}
            y1={102}
            x2={90 + i * 26}
            y2={214}
            stroke={tone("brand-50")}
            strokeWidth="2"
          />
        ))}
        <Bar x={34} y={98} width={90} height={7} dark />
        {planRows.map(({ start, length, fill }, i) => (
          <g key={i}>
            <Bar x={34} y={124 + i * 22} width={40} />
            <rect
              x={90 + start}
              y={121 + i * 22}
              width={length}
              height={11}
              rx={5.5}
              fill={tone(fill)}
            />
            <path
              d={`M${90 + start + length + 10} ${120 + i * 22}l6 6.5-6 6.5-6-6.5z`}
              fill={tone("brand-700")}
            />
          </g>
        ))}
      </BrowserWindow>

      {/* Capture */}
      <Shadow cx={450} cy={258} rx={156} />
      <MiniBooth x={318} y={131} />
      <Panellist cx={450} y={100} />
      <MiniScope x={530} y={135} />
      <MiniProbe x={574} y={137} />
      <rect x="298" y="240" width="304" height="12" rx="6" fill={tone("brand-200")} />
      <rect x="298" y="240" width="304" height="5" rx="2.5" fill={tone("brand-100")} />

      {/* Results */}
      <Shadow cx={770} cy={246} rx={110} ry={6} />
      <BrowserWindow x={660} y={66} width={220} height={164}>
        <Bar x={674} y={98} width={80} height={7} dark />
        {results.map((h, i) => (
          <rect
            key={i}
            x={690 + i * 32}
            y={214 - h}
            width={18}
            height={h}
            rx={4}
            fill={tone("brand-100")}
          />
        ))}
        <path
          d={trend}
          fill="none"
          stroke={tone("brand-600")}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx={852} cy={112} r={5} fill="#fff" stroke={tone("brand-600")} strokeWidth="3" />
      </BrowserWindow>
      <circle cx={872} cy={70} r={16} fill={tone("brand-600")} />
      <path
        d="M864 70l6 6 10-12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Dotted arrows between the steps */}
      {arrows.map((x) => (
        <path
          key={x}
          d={`M${x} 150h42`}
          stroke={tone("brand-500")}
          strokeWidth="3"
          strokeDasharray="1 7"
          strokeLinecap="round"
          markerEnd="url(#study-flow-arrow)"
        />
      ))}
    </IllustrationSvg>
  );
}
