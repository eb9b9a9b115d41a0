import type { ReactNode, Ref } from "react";

export function MessagePanel({
  mark,
  title,
  text,
  headingRef,
  children,
}: {
  mark?: ReactNode;
  title: string;
  text: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {mark}
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-4 text-3xl font-bold tracking-tight first-letter:uppercase focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {/* data-outcome-text: the server fills in a page it answers with (server/filled-page.ts). */}
      <p data-outcome-text="" className="mt-4 text-lg text-ink-600">
        {text}
      </p>
      {children && <div className="mt-10 flex w-full flex-col items-center">{children}</div>}
    </section>
  );
}
