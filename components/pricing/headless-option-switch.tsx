"use client";

import { Description, Field, Label, Switch } from "@headlessui/react";
import {
  Knob,
  descriptionClass,
  labelClass,
  rowClass,
  switchClass,
  type OptionSwitchProps,
} from "./option-switch";

/** An option as a Headless UI Switch, labelled and described through its Field. */
export function HeadlessOptionSwitch({
  label,
  products,
  checked,
  onChange,
  autoFocus,
}: OptionSwitchProps & { autoFocus: boolean }) {
  return (
    <Field className={rowClass}>
      <div>
        <Label className={labelClass}>{label}</Label>
        <Description className={descriptionClass}>{products}</Description>
      </div>
      {/* No id of ours: the Field ties the Label to the id it gives the Switch. */}
      <Switch checked={checked} onChange={onChange} autoFocus={autoFocus} className={switchClass}>
        <Knob />
      </Switch>
    </Field>
  );
}
