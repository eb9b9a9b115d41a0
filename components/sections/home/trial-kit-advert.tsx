import { GiftIcon } from "@heroicons/react/24/outline";
import { ProductIcon } from "@/components/icons/product-icon";
import { ButtonLink } from "@/components/ui/button-link";
import type { ReadyMadeSlug } from "@/lib/products";

/** The advert: the one-month trial test kit of three devices. */
export function TrialKitAdvert({
  eyebrow,
  title,
  text,
  devices,
  cta,
}: {
  eyebrow: string;
  title: string;
  text: string;
  devices: readonly { slug: ReadyMadeSlug; name: string; title: string }[];
  cta: { href: string; label: string };
}) {
  return (
    <section aria-labelledby="trial-kit-title" className="bg-skin-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-skin-700 uppercase">
            <GiftIcon aria-hidden="true" className="size-5" />
            {eyebrow}
          </p>
          <h2 id="trial-kit-title" className="mt-3 text-3xl font-bold tracking-tight text-ink-900">
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-700">{text}</p>
          <div className="mt-8">
            <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
          </div>
        </div>
        <ul className="grid gap-3">
          {devices.map(({ slug, name, title: deviceTitle }) => (
            <li
              key={slug}
              className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-skin-100"
            >
              <ProductIcon slug={slug} className="size-8 text-brand-600" />
              <span>
                <span className="block font-semibold text-ink-900">{name}</span>
                <span className="block text-sm text-ink-600">{deviceTitle}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
