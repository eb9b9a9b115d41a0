import { InformationCircleIcon } from "@heroicons/react/24/outline";

/** What a device is for, under its promise: a research instrument, not for diagnosis. */
export function DeviceStatus({ text }: { text: string }) {
  return (
    <p className="mt-6 flex max-w-xl items-start gap-2 text-sm text-ink-600">
      <InformationCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{text}</span>
    </p>
  );
}
