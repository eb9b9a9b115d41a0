import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { AppWindow, ScreenFigure } from "./frames.tsx";

export const copilotScreens = ["plan", "capture", "completion", "export"] as const;
export type CopilotScreenId = (typeof copilotScreens)[number];

export const visitState = ["done", "done", "today", "planned"] as const;
export const planRows = [
  { device: "pixel", at: [1, 0, 1, 1] },
  { device: "touch", at: [1, 1, 1, 1] },
  { device: "macro", at: [1, 0, 1, 1] },
  { device: "echo", at: [0, 1, 1, 1] },
] as const;
export const captureRows = [
  { row: 0, status: "received" },
  { row: 1, status: "received" },
  { row: 1, status: "next" },
  { row: 2, status: "todo" },
] as const;
const panel = 24;
const completed = [24, 24, 15, 0];
const completedWidth = ["w-full", "w-full", "w-[62.5%]", "w-0"];
const exported = [true, true, true, false];

const mark = {
  done: "size-2.5 bg-brand-600",
  today: "size-2.5 bg-skin-500",
  planned: "size-2.5 ring-2 ring-brand-600 ring-inset",
  none: "size-1 bg-ink-900/20",
};
const timeline = {
  done: "border-brand-600 before:bg-brand-600",
  today: "border-brand-200 before:bg-skin-500",
  planned: "border-brand-200 before:bg-white before:ring-2 before:ring-brand-600",
};
const chip = {
  received: "bg-brand-50 text-brand-800",
  next: "bg-skin-100 text-skin-700",
  todo: "text-ink-600 ring-1 ring-ink-900/15",
};

export function CopilotScreen({
  lng,
  screen,
  className,
}: {
  lng: Language;
  screen: CopilotScreenId;
  className?: string;
}) {
  const s = getT(lng, "product-pages")("copilot.showcase", { returnObjects: true });
  const name = getT(lng, "products");
  const { alt, caption } = s[screen];
  return (
    <ScreenFigure alt={alt} caption={caption} className={className}>
      <AppWindow
        product={name("copilot.name")}
        study={s.study}
        sample={s.sample}
        name={s[screen].name}
      >
        {screen === "plan" ? (
          <>
            <ol className="grid grid-cols-4">
              {visitState.map((state, i) => (
                <li
                  key={i}
                  className={`relative border-t-2 pt-2 before:absolute before:-top-1.5 before:left-0 before:size-2.5 before:rounded-full ${timeline[state]}`}
                >
                  <b className="block text-ink-900">{s.visits[i]}</b>
                  {s.plan[state]}
                </li>
              ))}
            </ol>
            <div className="mt-4 grid grid-cols-[minmax(0,1fr)_repeat(4,2rem)] items-center gap-y-2 border-t border-ink-900/10 pt-3 text-center sm:grid-cols-[minmax(0,1fr)_repeat(4,3rem)]">
              <span />
              {s.visits.map((visit) => (
                <span key={visit} className="font-semibold text-ink-600">
                  {visit}
                </span>
              ))}
              {planRows.map(({ device, at }, row) => [
                <span key={device} className="text-left">
                  {s.plan.rows[row]}{" "}
                  <b className="font-semibold text-brand-700">{name(`${device}.name`)}</b>
                </span>,
                ...at.map((on, i) => (
                  <span
                    key={`${device}${i}`}
                    className={`mx-auto rounded-full ${mark[(on && visitState[i]) || "none"]}`}
                  />
                )),
              ])}
            </div>
          </>
        ) : screen === "capture" ? (
          <>
            <p className="text-ink-600">{s.capture.progress}</p>
            <div className="mt-1.5 h-1.5 rounded-full bg-brand-100">
              <div className="h-full w-1/2 rounded-full bg-brand-600" />
            </div>
            <ul className="mt-3 divide-y divide-ink-900/10">
              {captureRows.map(({ row, status }, i) => (
                <li key={i} className="flex items-center gap-2 py-2">
                  <span className="flex-1 truncate text-ink-900">{s.capture.zones[i]}</span>
                  <b className="font-semibold text-brand-700">
                    {name(`${planRows[row].device}.name`)}
                  </b>
                  <span
                    className={`w-20 rounded-full py-0.5 text-center font-medium ${chip[status]}`}
                  >
                    {s.capture[status]}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : screen === "completion" ? (
          <>
            <ul className="space-y-3">
              {s.visits.map((visit, i) => (
                <li key={visit} className="grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2">
                  <b className="text-ink-900">{visit}</b>
                  <span className="h-2 rounded-full bg-brand-100">
                    <span
                      className={`block h-full rounded-full bg-brand-600 ${completedWidth[i]}`}
                    />
                  </span>
                  <span className="text-right tabular-nums">
                    {completed[i]}/{panel}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 border-t border-ink-900/10 pt-3 before:size-2 before:rounded-full before:bg-skin-500">
              {s.completion.queries}
            </p>
          </>
        ) : (
          <>
            <ul className="space-y-2.5">
              {s.export.options.map((option, i) => (
                <li key={option} className="flex items-center gap-2">
                  <span
                    className={`grid size-4 place-items-center rounded text-[10px] text-white ${exported[i] ? "bg-brand-600" : "ring-1 ring-ink-500 ring-inset"}`}
                  >
                    {exported[i] ? "✓" : null}
                  </span>
                  {option}
                </li>
              ))}
            </ul>
            <span className="mt-4 inline-block rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white">
              {s.export.button}
            </span>
          </>
        )}
      </AppWindow>
    </ScreenFigure>
  );
}
