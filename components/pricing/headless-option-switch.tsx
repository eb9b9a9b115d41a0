"use client";

import { Description, Field, Label, Switch } from "@headlessui/react";
import { Knob, type OptionSwitchProps } from "./option-switch";
import { styles } from "./styles";

/** An option as a Headless UI Switch, labelled and described through its Field. */
export function HeadlessOptionSwitch({
  label,
  products,
  checked,
  onChange,
  autoFocus,
}: OptionSwitchProps & { autoFocus: boolean }) {
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
