import { Section } from "../../ui/section.tsx";
import { entryCopy } from "../../../lib/content/entry-copy.ts";
import {
  approvedTestimonials,
  testimonialsCollection,
  type Testimonial,
} from "../../../lib/content/testimonials.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";

/**
 * Quotes from study teams, each with who said it: only those their authors approved
 * (content/testimonials.json); without any, no section at all. The quotation marks are the
 * language's own (“ ” in English, « » in French), from the copy.
 */
export function Testimonials({
  lng,
  testimonials,
}: {
  lng: Language;
  testimonials: readonly Testimonial[];
}) {
  const approved = approvedTestimonials(testimonials);
  if (approved.length === 0) return null;
  const t = getT(lng, "home");
  const copies = t("testimonials.items", { returnObjects: true });
  return (
    <Section id="testimonials" title={t("testimonials.title")}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {approved.map(({ id, author, organisation }) => {
          const { quote, role } = entryCopy(copies, testimonialsCollection, lng, id);
          return (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10">
                <blockquote className="flex-1 text-ink-700">
                  <p>{t("testimonials.quote", { quote })}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink-900">{author}</span>
                  <span className="block text-sm text-ink-600">{role}</span>
                  {organisation ? (
                    <span className="block text-sm text-ink-600">{organisation}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
