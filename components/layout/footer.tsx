import { LinkedInIcon } from "../icons/linkedin-icon.tsx";
import { NewsletterSignup } from "../forms/newsletter-signup.tsx";
import { ExternalLink } from "../ui/external-link.tsx";
import { certifications } from "../../lib/content/certifications.ts";
import { partners } from "../../lib/content/partners.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { aroundSlot } from "../../lib/i18n/around-slot.ts";
import { getT } from "../../lib/i18n/server.ts";
import { footerColumns, type FooterLink } from "../../lib/navigation.ts";
import { settings } from "../../lib/settings.ts";
import { CopyrightLine } from "./copyright-line.tsx";
import { LogoLink } from "./logo-link.tsx";
import { TrustMarks } from "./trust-marks.tsx";

// Plain links: prefetching every footer destination would cost bandwidth and CPU on every page.
const linkClass = "text-sm text-brand-100 hover:text-white hover:underline";

export function Footer({ lng }: { lng: Language }) {
  const t = getT(lng, "footer");
  const products = getT(lng, "products");
  const forms = getT(lng, "forms");
  const common = getT(lng, "common");
  const newTab = common("newTab");
  const item = (link: FooterLink) => {
    const label =
      link.kind === "product" ? products(`${link.slug}.name`) : t(`links.${link.label}`);
    return link.kind === "external" ? (
      <ExternalLink href={link.href} lng={lng} className={linkClass}>
        {label}
      </ExternalLink>
    ) : (
      <a href={localizePath(link.path, lng)} className={linkClass}>
        {label}
      </a>
    );
  };
  return (
    <footer className="bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_3fr]">
          <div className="space-y-4">
            <div className="inline-block rounded-lg bg-white px-3 py-2">
              <LogoLink lng={lng} />
            </div>
            <p className="max-w-xs text-sm text-brand-100">{t("about")}</p>
            <section aria-labelledby="newsletter-title" className="max-w-sm pt-4">
              <h2 id="newsletter-title" className="text-sm font-semibold text-white">
                {forms("newsletter.footer.title")}
              </h2>
              <p className="mt-2 mb-3 text-sm text-brand-100">{forms("newsletter.footer.text")}</p>
              <NewsletterSignup lng={lng} placement="footer" />
            </section>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns().map((column) => (
              <nav key={column.title} aria-label={t(`columns.${column.title}`)}>
                <h2 className="text-sm font-semibold text-white">{t(`columns.${column.title}`)}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.kind === "external" ? link.href : link.path}>{item(link)}</li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <TrustMarks lng={lng} certifications={certifications()} partners={partners()} />

        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <CopyrightLine
            text={aroundSlot((year) =>
              common("copyright", { year, company: settings.companyName }),
            )}
            buildYear={new Date().getFullYear()}
          />
          <a
            href={settings.links.socialNetwork}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded hover:text-white"
          >
            <LinkedInIcon className="size-5" />
            <span className="sr-only">
              {t("links.socialNetwork", { company: settings.companyName })} {newTab}
            </span>
          </a>
        </div>
      </div>
    </footer>
  );
}
