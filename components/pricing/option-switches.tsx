"use client";

import { useTranslation } from "react-i18next";
import { useDeferredUi, type HeadlessUi, type IntentHandlers } from "@/components/ui/deferred-ui";
import { optionIds, optionProducts, type OptionId } from "@/lib/pricing/model";

const styles = {
  row: "flex items-center justify-between gap-4",
  label: "block text-ink-900",
  description: "text-sm text-ink-600",
  switch:
    "group relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full bg-ink-500 p-0.5 transition-colors aria-checked:bg-brand-600",
};

interface SwitchProps {
  id: string;
  label: string;
  products: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** An option's label and the products it brings ("copilot + echo"). */
export function useOptionCopy() {
  const { t } = useTranslation(["pricing", "products"]);
  return (option: OptionId) => ({
    label: t(`calculator.options.${option}`),
    products: optionProducts[option].map((slug) => t(`products:${slug}.name`)).join(" + "),
  });
}

/**
 * The four options as switches; at least one must stay on for a price to show. They hydrate
 * as plain, working `role="switch"` buttons and become Headless UI's Switch on the first press
 * or focus (see useDeferredUi); the swap waits for the press to end in a click, which the
 * plain switch handles, so no click is lost, and the focus moves across.
 */
export function OptionSwitches({
  selected,
  error,
  onToggle,
}: {
  selected: readonly OptionId[];
  error: boolean;
  onToggle: (id: OptionId, on: boolean) => void;
}) {
  const { t } = useTranslation("pricing");
  const optionCopy = useOptionCopy();
  const { ui, handoff, intent } = useDeferredUi();
  return (
    <fieldset aria-describedby="pricing-options-error">
      <legend className="text-sm font-semibold text-ink-900">
        {t("calculator.options.legend")}
      </legend>
      <ul className="mt-3 space-y-3">
        {optionIds.map((option) => {
          const props: SwitchProps = {
            id: `pricing-option-${option}`,
            ...optionCopy(option),
            checked: selected.includes(option),
            onChange: (on) => onToggle(option, on),
          };
          return (
            <li key={option}>
              {ui ? (
                <RealSwitch {...props} ui={ui} autoFocus={handoff?.focusedId === props.id} />
              ) : (
                <PlainSwitch {...props} intent={intent} />
              )}
            </li>
          );
        })}
      </ul>
      <p id="pricing-options-error" className="mt-2 min-h-5 text-sm text-red-700">
        {error ? t("calculator.options.none") : null}
      </p>
    </fieldset>
  );
}

/** A working switch with no library: what the page hydrates with. */
function PlainSwitch({
  id,
  label,
  products,
  checked,
  onChange,
  intent,
}: SwitchProps & { intent: IntentHandlers }) {
  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={id} id={`${id}-label`} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {products}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className={styles.switch}
        onClick={() => onChange(!checked)}
        onFocus={intent.onFocus}
        onPointerDown={intent.onPointerDown}
      >
        <Knob />
      </button>
    </div>
  );
}

/** The same option as Headless UI's Switch, labelled and described through its Field. */
function RealSwitch({
  ui: { Description, Field, Label, Switch },
  label,
  products,
  checked,
  onChange,
  autoFocus,
}: SwitchProps & { ui: HeadlessUi; autoFocus: boolean }) {
  return (
    <Field className={styles.row}>
      <div>
        <Label className={styles.label}>{label}</Label>
        <Description className={styles.description}>{products}</Description>
      </div>
      {/* No id of ours: the Field ties the Label to the id it gives the Switch. */}
      <Switch checked={checked} onChange={onChange} autoFocus={autoFocus} className={styles.switch}>
        <Knob />
      </Switch>
    </Field>
  );
}

function Knob() {
  return (
    <span
      aria-hidden="true"
      className="size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"
    />
  );
}
