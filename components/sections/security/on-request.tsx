import { DocumentTextIcon } from "@heroicons/react/24/outline";
import { buttonStyles } from "@/components/ui/button-link";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { contactHref } from "@/lib/links";

export const onRequestId = "on-request";

/**
 * What the company sends on request rather than publishes: one short list, one line a topic,
 * and one button that opens the contact form with that list written in the message. A point
 * filled in content/ is stated in its topic and leaves the list; with none left, no section.
 */
export function OnRequest({
  lng,
  items,
  tone,
}: {
  lng: Language;
  items: readonly string[];
  tone: "white" | "tinted";
}) {
  if (items.length === 0) return null;
  const t = getT(lng, "security");
  const message = [t("onRequest.message"), ...items.map((item) => `- ${item}`)].join("\n");
  return (
    <section
      aria-labelledby={`${onRequestId}-title`}
      className={tone === "tinted" ? "bg-brand-50" : "bg-white"}
    >
      <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h2
            id={`${onRequestId}-title`}
            className="text-3xl font-bold tracking-tight text-balance text-ink-900"
          >
            {t("onRequest.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{t("onRequest.lead")}</p>
        </div>
        <div>
          <ul className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
            {items.map((item) => (
              <li key={item} className="flex gap-3 px-5 py-3 text-ink-700">
                <DocumentTextIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600"
                />
                <span className="break-words">{item}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a
              href={contactHref(lng, { topic: "security", message })}
              className={buttonStyles("primary")}
            >
              {t("onRequest.cta")}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
