import { languageEntry, type Language } from "@/lib/i18n/languages";

/** The flag of a language, its drawing in public/. Decorative: the label says the language. */
export function Flag({
  lng,
  className,
  lazy,
}: {
  lng: Language;
  className?: string;
  lazy?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/${languageEntry(lng).flag}`}
      alt=""
      className={className}
      loading={lazy ? "lazy" : undefined}
    />
  );
}
