import type { ReactNode } from "react";
import { LinkedInIcon } from "@/components/icons/linkedin-icon";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { newsletterStrings } from "@/components/forms/newsletter-strings";
import { TrustBadge } from "@/components/icons/trust-badge";
import { ExternalLink } from "@/components/ui/external-link";
import { customSlug, products, solutionPath } from "@/lib/catalogue";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { settings } from "@/lib/settings";
import { trustMarks } from "@/lib/trust";
import { CopyrightLine } from "./copyright-line";
import { LogoLink } from "./logo-link";

// Stands for the year in the translated line, which the client fills with the visitor's year.
const yearMark = "\u0000";

// Plain links: prefetching every footer destination would cost visitors bandwidth and CPU on
// every page for the least-used navigation. The header's links prefetch (next/link).
const linkClass = "text-sm text-brand-100 hover:text-white hover:underline";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </nav>
  );
}

export function Footer({ lng }: { lng: Language }) {
  const t = getT(lng, "footer");
  const tp = getT(lng, "products");
  const tf = getT(lng, "forms");
  const newTab = getT(lng, "common")("newTab");
  const [before = "", after = ""] = t("copyright", {
    year: yearMark,
    company: settings.companyName,
  }).split(yearMark);
  const copyright = { before, after };
  const internal = (path: string, label: string) => (
    <li>
      <a href={localizePath(path, lng)} className={linkClass}>
        {label}
      </a>
    </li>
  );
  const external = (href: string, label: string) => (
    <li>
      <ExternalLink href={href} newTabLabel={newTab} className={linkClass}>
        {label}
      </ExternalLink>
    </li>
  );
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_3fr]">
          <div className="space-y-4">
            <div className="inline-block rounded-lg bg-white px-3 py-2">
              <LogoLink lng={lng} prefetch={false} />
            </div>
            <p className="max-w-xs text-sm text-brand-100">{t("about")}</p>
            <section aria-labelledby="newsletter-title" className="max-w-sm pt-4">
              <h2 id="newsletter-title" className="text-sm font-semibold text-white">
                {tf("newsletter.footer.title")}
              </h2>
              <p className="mt-2 mb-3 text-sm text-brand-100">{tf("newsletter.footer.text")}</p>
              <NewsletterForm strings={newsletterStrings(lng, "footer")} tone="dark" />
            </section>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            <FooterColumn title={t("columns.solutions")}>
              {[...products.map((p) => p.slug), customSlug].map((slug) => (
                <li key={slug}>
                  <a href={localizePath(solutionPath(slug), lng)} className={linkClass}>
                    {slug === customSlug ? tp("custom.title") : tp(`${slug}.name`)}
                  </a>
                </li>
              ))}
            </FooterColumn>
            <FooterColumn title={t("columns.support")}>
              {external(settings.links.documentation, t("links.documentation"))}
            </FooterColumn>
            <FooterColumn title={t("columns.enterprise")}>
              {internal("/team", t("links.about"))}
              {internal("/contact", t("links.contact"))}
              {external(settings.links.patents, t("links.patents"))}
              {internal("/pricing", t("links.pricing"))}
              {internal("/distributors", t("links.distributors"))}
            </FooterColumn>
            <FooterColumn title={t("columns.regulation")}>
              {external(settings.links.privacy, t("links.privacy"))}
              {external(settings.links.terms, t("links.terms"))}
            </FooterColumn>
          </div>
        </div>

        <section aria-labelledby="trust-title" className="mt-12 border-t border-white/10 pt-8">
          <h2 id="trust-title" className="text-sm font-semibold text-white">
            {t("trust.title")}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3 text-brand-100">
            {trustMarks.map(({ id, kind }) => (
              <li key={id}>
                <TrustBadge kind={kind} mark={t(`trust.marks.${id}`)} label={t(`trust.${id}`)} />
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <CopyrightLine {...copyright} buildYear={new Date().getFullYear()} />
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
