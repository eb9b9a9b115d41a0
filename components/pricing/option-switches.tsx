"use client";

import { useRef, useState, type ComponentType } from "react";
import { optionIds, type OptionId } from "@/lib/pricing/model";
import type { CalculatorCopy } from "./calculator-copy";
import { Knob, switchId, type OptionSwitchProps } from "./option-switch";
import { styles } from "./styles";

type Headless = ComponentType<OptionSwitchProps & { autoFocus: boolean }>;

/**
 * The four options as switches; at least one must stay on for a price to show.
 *
 * Headless UI's Switch and its Field cost about 11 KB of gzipped JavaScript and their
 * hydration, too much for the page's first load (see DeferredWidget for the menus). The page
 * therefore starts with plain, working `role="switch"` buttons drawn the same way, and swaps
 * in Headless UI when the visitor first presses or focuses one. The swap waits for the press to
 * end in a click, which the plain switch handles, so no click is lost; focus moves across.
 */
export function OptionSwitches({
  selected,
  copy,
  error,
  onToggle,
}: {
  selected: readonly OptionId[];
  copy: CalculatorCopy["options"];
  error: boolean;
  onToggle: (id: OptionId, on: boolean) => void;
}) {
  const [loaded, setLoaded] = useState<{ Switch: Headless; focused?: OptionId }>();
  const ready = useRef<Headless>(undefined);
  const started = useRef(false);
  const pressing = useRef(false);

  const swap = () => {
    if (!ready.current || pressing.current) return;
    const focused = optionIds.find((id) => document.activeElement?.id === switchId(id));
    setLoaded({ Switch: ready.current, focused });
  };
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./headless-option-switch").then(
      (module) => {
        ready.current = module.HeadlessOptionSwitch;
        swap();
      },
      (reason: unknown) => {
        started.current = false; // the plain switches keep working; the next intent retries
        console.error("Could not load the switches", reason);
      },
    );
  };

  return (
    <fieldset aria-describedby="pricing-options-error">
      <legend className="text-sm font-semibold text-ink-900">{copy.legend}</legend>
      <ul className="mt-3 space-y-3">
        {optionIds.map((id) => {
          const props: OptionSwitchProps = {
            id,
            ...copy.items[id],
            checked: selected.includes(id),
            onChange: (on) => onToggle(id, on),
          };
          return (
            <li key={id}>
              {loaded ? (
                <loaded.Switch {...props} autoFocus={loaded.focused === id} />
              ) : (
                <PlainSwitch
                  {...props}
                  onIntent={load}
                  onPress={() => (pressing.current = true)}
                  onRelease={() => {
                    pressing.current = false;
                    swap();
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p id="pricing-options-error" className="mt-2 min-h-5 text-sm text-red-700">
        {error ? copy.none : null}
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
  onIntent,
  onPress,
  onRelease,
}: OptionSwitchProps & { onIntent: () => void; onPress: () => void; onRelease: () => void }) {
  const button = switchId(id);
  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={button} id={`${button}-label`} className={styles.label}>
          {label}
        </label>
        <p id={`${button}-description`} className={styles.description}>
          {products}
        </p>
      </div>
      <button
        id={button}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${button}-label`}
        aria-describedby={`${button}-description`}
        className={styles.switch}
        onClick={() => {
          onChange(!checked);
          onRelease();
        }}
        onFocus={onIntent}
        onPointerDown={() => {
          onPress();
          onIntent();
        }}
        // Not pointerleave or pointerup: on touch both come before the click.
        onPointerCancel={onRelease}
      >
        <Knob />
      </button>
    </div>
  );
}
