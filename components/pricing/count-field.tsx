"use client";

import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CountError, Field } from "../../lib/pricing/calculator-state.ts";
import { STEP_ATTRIBUTE } from "../../lib/pricing/calculator-form.ts";
import { limits } from "../../lib/pricing/model.ts";

// Rendered on the server and handed over as markup, so the calculator's script does not carry them.
export type StepIcons = Record<"decrease" | "increase", ReactNode>;

const stepperClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-ink-900/15 bg-white text-ink-700 hover:bg-brand-50 hover:text-brand-800";

// Uncontrolled: a mistake stays on screen beside its message, and what was typed before hydration
// is priced. The pricing page's inline script answers `data-step` until React runs.
export function CountField({
  name,
  defaultValue,
  error,
  onStep,
  icons,
}: {
  name: Field;
  defaultValue: string;
  error?: CountError;
  onStep: (event: MouseEvent<HTMLButtonElement>) => void;
  icons: StepIcons;
}) {
  const { t } = useTranslation("pricing");
  const id = `pricing-${name}`;
  const stepper = (by: 1 | -1) => (
    <button
      type="button"
      {...{ [STEP_ATTRIBUTE]: String(by) }}
      data-field={name}
      onClick={onStep}
      className={stepperClass}
    >
      <span className="sr-only">
        {t(`calculator.${name}.${by === 1 ? "increase" : "decrease"}`)}
      </span>
      {by === 1 ? icons.increase : icons.decrease}
    </button>
  );
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {t(`calculator.${name}.label`)}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t(`calculator.${name}.hint`, limits[name])}
      </p>
      <div className="mt-2 flex items-center gap-2">
        {stepper(-1)}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-11 w-28 rounded-md border border-ink-900/25 px-3 text-center text-lg text-ink-900 tabular-nums aria-invalid:border-red-700"
        />
        {stepper(1)}
      </div>
      {/* Room for one line is kept, so a message does not push the page down. */}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-700">
        {error ? t(`calculator.${name}.${error}`, limits[name]) : null}
      </p>
    </div>
  );
}
