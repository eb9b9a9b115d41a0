import type { OptionId } from "@/lib/pricing/model";

/** One option's switch, whichever implementation draws it (see OptionSwitches). */
export interface OptionSwitchProps {
  id: OptionId;
  label: string;
  products: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

export function Knob() {
  return (
    <span
      aria-hidden="true"
      className="size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"
    />
  );
}

export const switchId = (id: OptionId) => `pricing-option-${id}`;
