import Link from "next/link";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

export function NotFound({ lng }: { lng: Language }) {
  const t = getT(lng, "not-found");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-5xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight first-letter:uppercase sm:text-4xl">
        {t("title")}
      </h1>
      <p className="mt-4 text-lg text-ink-600">{t("subtitle")}</p>
      <Link
        href={localizePath("/", lng)}
        className="mt-10 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t("back")}
      </Link>
    </section>
  );
}
