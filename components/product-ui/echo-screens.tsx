import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { Phone, ScreenFigure } from "./frames.tsx";

export const echoScreens = ["reminder", "questionnaire", "photo"] as const;
export type EchoScreenId = (typeof echoScreens)[number];

const display: Record<EchoScreenId, string> = {
  reminder: "bg-gradient-to-b from-brand-700 to-brand-900 text-white",
  questionnaire: "bg-white text-ink-700",
  photo: "bg-ink-900 text-white",
};
const chosen = 2;

export function EchoScreen({
  lng,
  screen,
  className,
}: {
  lng: Language;
  screen: EchoScreenId;
  className?: string;
}) {
  const s = getT(lng, "product-pages")("echo.showcase", { returnObjects: true });
  const { alt, caption } = s[screen];
  return (
    <ScreenFigure alt={alt} caption={caption} className={className}>
      <Phone time={s.reminder.time} sample={s.sample} screen={display[screen]}>
        {screen === "reminder" ? (
          <div className="px-3 pt-8 text-center">
            <p className="text-sm text-white/85">{s.reminder.date}</p>
            <p className="text-6xl font-extralight tracking-tight">{s.reminder.time}</p>
            <div className="mt-8 rounded-2xl bg-white/95 p-3 text-left text-ink-700">
              <p className="flex items-center gap-1.5 text-[11px] text-ink-600 before:size-4 before:rounded before:bg-brand-600">
                {getT(lng, "products")("echo.name")}
                <span className="ml-auto">{s.reminder.now}</span>
              </p>
              <p className="mt-1.5 font-semibold text-ink-900">{s.reminder.title}</p>
              <p className="mt-0.5">{s.reminder.text}</p>
            </div>
          </div>
        ) : screen === "questionnaire" ? (
          <div className="flex flex-1 flex-col px-4 pt-3 pb-5">
            <p className="text-ink-600">{s.questionnaire.progress}</p>
            <div className="mt-1.5 h-1 rounded-full bg-brand-100">
              <div className="h-full w-1/3 rounded-full bg-brand-600" />
            </div>
            <p className="mt-5 text-base leading-snug font-semibold text-ink-900">
              {s.questionnaire.question}
            </p>
            <ul className="mt-4 space-y-2">
              {s.questionnaire.options.map((option, i) => (
                <li
                  key={option}
                  className={`flex items-center gap-2 rounded-lg px-3 py-2 ring-1 before:size-3.5 before:rounded-full ${i === chosen ? "bg-brand-50 font-semibold text-brand-800 ring-brand-600 before:border-4 before:border-brand-600" : "ring-ink-900/15 before:ring-1 before:ring-ink-500"}`}
                >
                  {option}
                </li>
              ))}
            </ul>
            <span className="mt-auto rounded-full bg-brand-600 py-2 text-center font-semibold text-white">
              {s.questionnaire.next}
            </span>
          </div>
        ) : (
          <div className="flex flex-1 flex-col items-center px-4 pt-2 pb-5">
            <p className="font-semibold">{s.photo.title}</p>
            <p className="mt-2 flex flex-wrap justify-center gap-1.5 text-[11px]">
              {s.photo.checks.map((check) => (
                <span
                  key={check}
                  className="rounded-full bg-white/15 px-2 py-0.5 whitespace-nowrap before:mr-1 before:text-brand-200 before:content-['✓']"
                >
                  {check}
                </span>
              ))}
            </p>
            <svg viewBox="0 0 120 140" aria-hidden="true" className="mt-3 w-4/5 flex-1">
              <path d="M14 140c4-30 22-40 46-40s42 10 46 40z" fill="#343b47" />
              <ellipse cx="60" cy="62" rx="25" ry="32" fill="#475060" />
              <ellipse
                cx="60"
                cy="62"
                rx="33"
                ry="42"
                fill="none"
                stroke="#fff"
                strokeWidth="1.5"
                strokeDasharray="4 4"
              />
            </svg>
            <p className="mt-2 text-center text-white/85">{s.photo.hint}</p>
            <span className="mt-3 size-12 rounded-full border-4 border-white/90 bg-white/25" />
          </div>
        )}
      </Phone>
    </ScreenFigure>
  );
}
