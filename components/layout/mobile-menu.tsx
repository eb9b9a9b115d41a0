import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import { ProductIcon } from "../icons/product-icon.tsx";
import { IntentLink } from "../ui/intent-link.tsx";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import {
  accountLinks,
  companyLinks,
  contactDetails,
  contactLink,
  headerLinks,
  productLinks,
} from "../../lib/navigation.ts";
import { ContactDetail } from "./contact-detail.tsx";

const MENU_ID = "mobile-menu";

// A native popover (decision 0014): it opens at the first tap, with or without the script.
export function MobileMenu({ lng }: { lng: Language }) {
  const t = getT(lng, "header");
  const common = getT(lng, "common");
  const product = getT(lng, "products");
  const heading = "px-2 text-xs font-semibold tracking-wide text-ink-600 uppercase";
  const link = "block rounded-lg px-2 py-2 font-medium text-ink-900 hover:bg-brand-50";
  const tile = "flex h-full items-center gap-2 rounded-lg p-2 hover:bg-brand-50";
  const accountClass = {
    signIn: "text-brand-800 ring-1 ring-brand-700/40 ring-inset hover:bg-white",
    signUp: "bg-brand-900 text-white hover:bg-brand-800",
  };
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
        className="mobile-menu space-y-5 overflow-y-auto bg-white px-4 py-3 shadow-xl lg:hidden"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${MENU_ID}-title`} className="px-2 text-lg font-semibold">
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
        <nav aria-label={t("mainNavigation")} className="space-y-4">
          <div>
            <h3 id={`${MENU_ID}-products`} className={heading}>
              {t("allProducts")}
            </h3>
            <ul aria-labelledby={`${MENU_ID}-products`} className="mt-1 grid grid-cols-2 gap-1">
              {productLinks(false).map(({ slug, path }) => (
                <li key={slug}>
                  <IntentLink href={localizePath(path, lng)} className={tile}>
                    <ProductIcon slug={slug} className="size-6 shrink-0 text-brand-600" />
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink-900">
                        {product(`${slug}.name`)}
                      </span>
                      <span className="block text-xs leading-4 text-ink-600">
                        {product(`${slug}.title`)}
                      </span>
                    </span>
                  </IntentLink>
                </li>
              ))}
              {productLinks(true).map(({ slug, path }) => (
                <li key={slug} className="col-span-2">
                  <IntentLink href={localizePath(path, lng)} className={`${tile} bg-skin-50`}>
                    <ProductIcon slug={slug} className="size-6 shrink-0 text-skin-700" />
                    <span className="font-semibold text-ink-900">{product(`${slug}.name`)}</span>
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid grid-cols-2 gap-x-1 border-t border-ink-900/10 pt-3">
            {[...headerLinks, ...companyLinks].map(({ label, path }) => (
              <li key={path}>
                <IntentLink href={localizePath(path, lng)} className={link}>
                  {t(label)}
                </IntentLink>
              </li>
            ))}
          </ul>
          <IntentLink
            href={localizePath(contactLink.path, lng)}
            className="block rounded-full bg-brand-600 px-4 py-2.5 text-center font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t(contactLink.label)}
          </IntentLink>
        </nav>
        <section aria-label={common("banner.label")} className="rounded-xl bg-brand-50 p-2 text-sm">
          <ul>
            {contactDetails.map((detail) => (
              <li key={detail.kind}>
                <ContactDetail
                  lng={lng}
                  detail={detail}
                  className="flex items-center gap-2 rounded-lg px-2 py-2 font-medium break-all text-ink-900 hover:bg-white"
                  iconClassName="size-4 shrink-0 text-brand-700"
                />
              </li>
            ))}
          </ul>
          <ul className="mt-1 grid grid-cols-[auto_1fr] gap-2 border-t border-brand-900/10 pt-2">
            {accountLinks.map(({ label, href }) => (
              <li key={label}>
                <a
                  href={href}
                  className={`block rounded-full px-3 py-2 text-center font-semibold ${accountClass[label]}`}
                >
                  {common(`banner.${label}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
