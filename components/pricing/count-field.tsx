"use client";

import { MinusIcon, PlusIcon } from "@heroicons/react/20/solid";
import { useTranslation } from "react-i18next";
import type { CountError, Field } from "@/lib/pricing/calculator-state";
import { limits } from "@/lib/pricing/model";

const stepperClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-ink-900/15 bg-white text-ink-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * A whole-number field with − / + steppers. Typed text is kept as typed, so a mistake stays
 * on screen next to its message until the visitor corrects it.
 */
export function CountField({
  name,
  value,
  error,
  onChange,
  onStep,
}: {
  name: Field;
  value: string;
  error?: CountError;
  onChange: (value: string) => void;
  onStep: (by: 1 | -1) => void;
}) {
  const { t } = useTranslation("pricing");
  const id = `pricing-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {t(`calculator.${name}.label`)}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t(`calculator.${name}.hint`, limits[name])}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <button type="button" className={stepperClass} onClick={() => onStep(-1)}>
          <span className="sr-only">{t(`calculator.${name}.decrease`)}</span>
          <MinusIcon aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-11 w-28 rounded-md border border-ink-900/25 px-3 text-center text-lg text-ink-900 tabular-nums aria-invalid:border-red-700"
        />
        <button type="button" className={stepperClass} onClick={() => onStep(1)}>
          <span className="sr-only">{t(`calculator.${name}.increase`)}</span>
          <PlusIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Room for one line is kept, so a message does not push the page down. */}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-700">
        {error ? t(`calculator.${name}.${error}`, limits[name]) : null}
      </p>
    </div>
  );
}
