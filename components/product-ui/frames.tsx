import type { ReactNode } from "react";

export function ScreenFigure({
  alt,
  caption,
  className,
  children,
}: {
  alt: string;
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={className}>
      <div role="img" aria-label={alt}>
        {children}
      </div>
      <figcaption className="mt-3 text-sm text-ink-600">{caption}</figcaption>
    </figure>
  );
}

// Every drawn screen carries it, so none is taken for a real study.
export function SampleBadge({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span
      className={`shrink-0 rounded bg-skin-100 px-1.5 py-0.5 text-[11px] font-semibold text-skin-700 ${className}`}
    >
      {text}
    </span>
  );
}

export function AppWindow({
  product,
  study,
  sample,
  name,
  children,
}: {
  product: string;
  study: string;
  sample: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl bg-white text-xs text-ink-700 shadow-lg ring-1 shadow-ink-900/5 ring-ink-900/10">
      <div className="flex items-center gap-2 border-b border-ink-900/10 bg-brand-50 px-3 py-2">
        <span className="font-bold text-brand-800">{product}</span>
        <span className="truncate text-ink-600">{study}</span>
        <SampleBadge text={sample} className="ml-auto" />
      </div>
      <div className="p-4">
        <p className="mb-3 text-sm font-semibold text-ink-900">{name}</p>
        {children}
      </div>
    </div>
  );
}

export function Phone({
  time,
  sample,
  screen,
  children,
}: {
  time: string;
  sample: string;
  screen: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-60 rounded-[2.25rem] bg-ink-900 p-2 shadow-xl shadow-ink-900/10">
      <div
        className={`flex aspect-[9/17] flex-col overflow-hidden rounded-[1.75rem] text-xs ${screen}`}
      >
        <div className="flex items-center justify-between px-5 pt-3 pb-1 font-semibold">
          {time}
          <SampleBadge text={sample} />
        </div>
        {children}
        <span className="mx-auto mt-auto mb-2 h-1 w-20 shrink-0 rounded-full bg-current opacity-30" />
      </div>
    </div>
  );
}
