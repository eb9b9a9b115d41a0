import type { ReactNode } from "react";

export function Section({
  id,
  title,
  lead,
  tone = "white",
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: "white" | "tinted";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === "tinted" ? "bg-brand-50" : "bg-white"}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-ink-900">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg text-ink-600">{lead}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
