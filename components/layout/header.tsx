import { IntentLink } from "../ui/intent-link.tsx";
import { languageEntry, localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { contactLink, headerLinks } from "../../lib/navigation.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { LogoLink } from "./logo-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ProductsMenu } from "./products-menu.tsx";
import { TopBanner } from "./top-banner.tsx";

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800";

export function Header({ lng }: { lng: Language }) {
  const t = getT(lng, "header");
  const common = getT(lng, "common");
  return (
    <header className="sticky top-0 z-30 md:top-banner print:static">
      <TopBanner lng={lng} />
      <div className="header-bar relative border-b border-ink-900/10 bg-white">
        {/* Each item placed by what precedes it, not centred: a header painted half-parsed on a
            slow network must not move when the rest arrives. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <LogoLink lng={lng} />
          <nav
            aria-label={t("mainNavigation")}
            className="hidden items-center gap-1 lg:ml-4 lg:flex print:hidden"
          >
            <ProductsMenu lng={lng} />
            {headerLinks.map(({ label, path }) => (
              <IntentLink key={path} href={localizePath(path, lng)} className={navLink}>
                {t(label)}
              </IntentLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2 print:hidden">
            <IntentLink
              href={localizePath(contactLink.path, lng)}
              className="hidden rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:inline-block"
            >
              {t(contactLink.label)}
            </IntentLink>
            <LanguageMenu
              lng={lng}
              label={common("language.label")}
              current={common("language.current", { language: languageEntry(lng).name })}
            />
            <MobileMenu lng={lng} />
          </div>
        </div>
      </div>
    </header>
  );
}
