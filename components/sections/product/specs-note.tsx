import { Trans } from "react-i18next";
import { AskLine, askLink } from "../../ui/ask-line.tsx";
import { product, type ProductSlug } from "../../../lib/products.ts";
import type { Specs } from "../../../lib/content/catalogue.ts";
import { capitalise } from "../../../lib/format.ts";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import { missingSpecsText } from "../../../lib/specs.ts";

type Note = {
  i18nKey:
    "page.specs.device" | "page.specs.deviceComplete" | "page.specs.echo" | "page.specs.copilot";
  values?: Record<string, string>;
  href: string;
};

export function SpecsNote({
  lng,
  slug,
  specs,
}: {
  lng: Language;
  slug: ProductSlug;
  specs: Specs;
}) {
  const t = getT(lng, "product-pages");
  const note = noteFor(lng, slug, specs);
  if (!note) return null;
  return (
    <AskLine className="mt-6 max-w-2xl text-ink-700 first:mt-0">
      <Trans
        i18n={getI18n(lng)}
        t={t}
        ns="product-pages"
        i18nKey={note.i18nKey}
        values={note.values}
        components={{ ask: askLink(note.href) }}
      />
    </AskLine>
  );
}

function noteFor(lng: Language, slug: ProductSlug, specs: Specs): Note | null {
  if (slug === "copilot")
    return { i18nKey: "page.specs.copilot", href: localizePath("/security", lng) };
  if (slug === "echo")
    return { i18nKey: "page.specs.echo", href: requestHref(lng, `datasheet-${slug}`) };
  if (product(slug).kind !== "device") return null;
  const name = getT(lng, "products")(`${slug}.name`);
  const missing = missingSpecsText(getI18n(lng), lng, specs);
  return {
    i18nKey: missing ? "page.specs.device" : "page.specs.deviceComplete",
    values: { name, missing: capitalise(missing, lng) },
    href: requestHref(lng, `datasheet-${slug}`),
  };
}
