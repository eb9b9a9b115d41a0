import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Footer } from "../../components/layout/footer.tsx";
import { Header } from "../../components/layout/header.tsx";
import { HydrationMark } from "../../components/layout/hydration-mark.tsx";
import { MenuKeys } from "../../components/layout/menu-keys.tsx";
import { PrivacyNotice } from "../../components/layout/privacy-notice.tsx";
import { SkipLink } from "../../components/layout/skip-link.tsx";
import { JsonLd } from "../../components/seo/json-ld.tsx";
import { inlineScript } from "../../lib/inline-scripts/bundle.ts";
import { languageEntry, languages } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { languageOf } from "../../lib/route-metadata.ts";
import { settings } from "../../lib/settings.ts";
import { organizationData } from "../../lib/structured-data.ts";
import { tokens } from "../../tailwind.config.ts";
import "../globals.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return languages.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LayoutProps<"/[lang]">): Promise<Metadata> {
  const lng = await languageOf(params);
  return {
    metadataBase: new URL(settings.siteUrl),
    title: settings.companyName,
    description: getT(lng, "common")("siteDescription"),
    applicationName: settings.companyName,
    formatDetection: { telephone: false },
    icons: { icon: { url: settings.icon, type: "image/svg+xml", sizes: "any" } },
  };
}

export const viewport: Viewport = {
  themeColor: tokens.colors.brand[900],
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children, params }: LayoutProps<"/[lang]">) {
  const lng = await languageOf(params);
  const t = getT(lng, "common");
  return (
    // The head script may set attributes on <html> before React hydrates.
    <html lang={lng} dir={languageEntry(lng).direction} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: inlineScript("head") }} />
      </head>
      <body className="md:pt-banner">
        <JsonLd data={organizationData(lng, t("siteDescription"))} />
        <SkipLink lng={lng} />
        <Header lng={lng} />
        <PrivacyNotice lng={lng} />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children as ReactNode}
        </main>
        <Footer lng={lng} />
        <MenuKeys />
        <HydrationMark />
      </body>
    </html>
  );
}
