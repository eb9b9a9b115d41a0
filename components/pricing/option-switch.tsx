import type { OptionId } from "@/lib/pricing/model";

/** One option's switch, whichever implementation draws it (see OptionSwitches). */
export interface OptionSwitchProps {
  id: OptionId;
  label: string;
  products: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

export const rowClass = "flex items-center justify-between gap-4";
export const labelClass = "block text-ink-900";
export const descriptionClass = "text-sm text-ink-600";
export const switchClass =
  "group relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full bg-ink-500 p-0.5 transition-colors aria-checked:bg-brand-600";

export function Knob() {
  return (
    <span
      aria-hidden="true"
      className="size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"
    />
  );
}

export const switchId = (id: OptionId) => `pricing-option-${id}`;
