import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { ProductIcon } from "@/components/icons/product-icon";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { contactLink, headerLinks, solutionLinks } from "@/lib/navigation";

const MENU_ID = "mobile-menu";

/**
 * Below lg: the menu button, opening a panel with every solution and the header's links. A
 * native popover (docs/decisions/0014-native-menus.md): it opens at the first tap, before any
 * script and without one; the close button, a tap beside the panel and Escape close it.
 */
export function MobileMenu({ lng }: { lng: Language }) {
  const t = getT(lng, "header");
  const product = getT(lng, "products");
  const link = "block rounded-lg px-3 py-2 font-medium text-ink-900 hover:bg-brand-50";
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex items-center justify-center rounded-md p-2 text-ink-700 hover:bg-brand-50 lg:hidden"
      >
        <span className="sr-only">{t("openMenu")}</span>
        <Bars3Icon aria-hidden="true" className="size-6" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        className="mobile-menu overflow-y-auto bg-white px-5 py-4 shadow-xl lg:hidden"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold">
            {t("menuTitle")}
          </h2>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="rounded-md p-2 text-ink-700 hover:bg-brand-50"
          >
            <span className="sr-only">{t("closeMenu")}</span>
            <XMarkIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t("mainNavigation")} className="mt-4">
          <p className="px-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {t("allSolutions")}
          </p>
          <ul className="mt-2">
            {solutionLinks.map(({ slug, path }) => (
              <li key={slug}>
                <Link
                  href={localizePath(path, lng)}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50"
                >
                  <ProductIcon slug={slug} className="size-6 shrink-0 text-brand-600" />
                  <span>
                    <span className="block font-semibold text-ink-900">
                      {product(`${slug}.name`)}
                    </span>
                    <span className="block text-sm text-ink-600">{product(`${slug}.title`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-4 border-t border-ink-900/10 pt-4">
            {[...headerLinks, contactLink].map(({ label, path }) => (
              <li key={path}>
                <Link href={localizePath(path, lng)} className={link}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
