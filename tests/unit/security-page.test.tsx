// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SecurityTopics } from "../../components/sections/security/security-topics.tsx";
import { certifications, type Certification } from "../../lib/content/certifications.ts";
import { compliance, type Compliance } from "../../lib/content/compliance.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { preparedRequest, requestHref } from "../../lib/request-pages.ts";
import { copy } from "./render.tsx";

/**
 * The security page states a fact only once content/compliance.json holds it; every point not
 * filled in is in one list of what the company sends on request, with one button that writes
 * the list into the contact form. The real component, with the real copy and data.
 */
const shipped = compliance();

/** What the page answers beside a point's label, in a topic (a region named by its heading). */
function answer(lng: Language, topic: string, label: string): HTMLElement {
  const region = screen.getByRole("region", { name: copy(lng, "security", `${topic}.title`) });
  const term = within(region).getByText(copy(lng, "security", `${topic}.${label}.label`), {
    selector: "dt",
  });
  return term.nextElementSibling as HTMLElement;
}

/** The on-request list's lines, and the message its one button writes. */
function onRequest(lng: Language) {
  const region = screen.getByRole("region", { name: copy(lng, "security", "onRequest.title") });
  const links = within(region).getAllByRole("link");
  expect(links).toHaveLength(1);
  const href = new URL(links[0]!.getAttribute("href")!, "http://x");
  return {
    items: within(region)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
    href,
  };
}

describe("the security page as shipped (nothing about copilot confirmed)", () => {
  it("states no topic without a fact, and asks for every point in one list", () => {
    render(<SecurityTopics lng="en" compliance={shipped} certifications={certifications()} />);
    for (const topic of ["hosting", "certifications", "exports"])
      expect(
        screen.queryByRole("region", { name: copy("en", "security", `${topic}.title`) }),
      ).toBeNull();
    // What is general (the GDPR roles, what Part 11 asks) is stated without any fact.
    for (const topic of ["gdpr", "regulatedStudies"])
      expect(
        screen.getByRole("region", { name: copy("en", "security", `${topic}.title`) }),
      ).toHaveTextContent(copy("en", "security", `${topic}.lead`));

    const { items, href } = onRequest("en");
    expect(items).toEqual([
      "Hosting: hosting provider, countries where study data is stored, encryption in transit, encryption at rest and backup frequency and retention",
      "GDPR: data processing agreement (GDPR Article 28) and list of sub-processors",
      "Regulated studies: what the audit trail records, electronic signatures and validation documentation",
      "Certifications: the certificates covering copilot, our company and our hosting provider, with their certification bodies, numbers and scopes",
      "Exports: study data export formats, image export formats and integrations with your systems",
      "Support: support hours and support languages",
    ]);
    // The request's own page, whose form holds the list (lib/request-pages.ts).
    expect(href.pathname).toBe(requestHref("en", "security-documents"));
    expect(preparedRequest(createI18n("en"), "en", "security-documents")).toEqual({
      topic: "security",
      message: [
        copy("en", "security", "onRequest.message"),
        ...items.map((item) => `- ${item}`),
      ].join("\n"),
    });
  });

  it("writes the list in French, as French writes it", () => {
    render(<SecurityTopics lng="fr" compliance={shipped} certifications={certifications()} />);
    expect(onRequest("fr").items[5]).toBe(
      "Assistance\u00a0: horaires de l’assistance et langues de l’assistance",
    );
  });

  it("states the website's own facts, which are not copilot's", () => {
    render(<SecurityTopics lng="fr" compliance={shipped} certifications={[]} />);
    expect(answer("fr", "website", "setsCookies").textContent).toBe(
      "Aucun\u00a0: ce site ne dépose pas de cookie et n’utilise ni mesure d’audience ni traceur.",
    );
  });
});

describe("the security page once the company fills facts in", () => {
  const filled: Compliance = {
    ...shipped,
    hosting: {
      provider: "Hébergeur SAS",
      countries: ["FR", "DE"],
      encryptionInTransit: "TLS 1.2+",
      encryptionAtRest: null,
      backupFrequency: "daily",
      backupRetentionDays: 30,
    },
    gdpr: { dataProcessingAgreement: "https://legal.example/dpa.pdf", subProcessors: null },
    regulatedStudies: {
      auditTrail: true,
      electronicSignatures: false,
      validationDocumentation: null,
    },
    exports: { dataFormats: ["CSV", "XLSX"], imageFormats: null, integrations: null },
    support: {
      languages: ["fr", "en"],
      days: "mondayToFriday",
      opens: "09:00",
      closes: "18:00",
      timeZone: "Europe/Paris",
    },
    website: { setsCookies: true, requestsOtherSites: false },
  };

  it("states each filled-in fact in the visitor's language, and asks only about the rest", () => {
    render(<SecurityTopics lng="fr" compliance={filled} certifications={[]} />);
    const provider = answer("fr", "hosting", "provider");
    expect(provider).toHaveTextContent(/^Hébergeur SAS$/);
    expect(answer("fr", "hosting", "countries")).toHaveTextContent(/^France et Allemagne$/);
    expect(answer("fr", "hosting", "encryptionInTransit")).toHaveTextContent(/^TLS 1\.2\+$/);
    expect(screen.queryByText("Chiffrement au repos", { selector: "dt" })).toBeNull();
    expect(answer("fr", "hosting", "backups").textContent).toBe(
      "Sauvegardes quotidiennes, chacune conservée 30\u00a0jours",
    );
    expect(
      within(answer("fr", "gdpr", "dataProcessingAgreement")).getByRole("link", {
        name: /^Lire notre contrat de sous-traitance/,
      }),
    ).toHaveAttribute("href", "https://legal.example/dpa.pdf");
    expect(screen.queryByText("Sous-traitants ultérieurs", { selector: "dt" })).toBeNull();
    expect(answer("fr", "regulatedStudies", "auditTrail")).toHaveTextContent(
      /^copilot conserve une piste d’audit des données d’étude\.$/,
    );
    expect(answer("fr", "regulatedStudies", "electronicSignatures")).toHaveTextContent(
      /^copilot ne propose pas de signature électronique\.$/,
    );
    expect(answer("fr", "exports", "dataFormats")).toHaveTextContent(/^CSV et XLSX$/);
    expect(answer("fr", "support", "hours")).toHaveTextContent(
      /^Du lundi au vendredi, de 9:00 à 18:00 \(heure d’Europe centrale\)$/,
    );
    expect(answer("fr", "support", "languages")).toHaveTextContent(/^Français et anglais$/);
    // What is filled in leaves the list; what is not stays, one line a topic.
    expect(onRequest("fr").items).toEqual([
      "Hébergement\u00a0: chiffrement au repos",
      "RGPD\u00a0: liste des sous-traitants ultérieurs",
      "Études réglementées\u00a0: documentation de validation",
      "Certifications\u00a0: les certificats qui couvrent copilot, notre société et notre hébergeur, avec leur organisme certificateur, leur numéro et leur périmètre",
      "Exports\u00a0: formats d’export des images et intégrations avec vos systèmes",
    ]);
  });

  it("names a filled-in certificate as the footer does", () => {
    const [, iso27001] = certifications() as [Certification, Certification];
    const certificate = {
      ...iso27001,
      certifier: "Organisme Certificateur",
      certificateNumber: "27K-2026-7",
      scope: "Development and operation of the copilot platform",
    };
    render(<SecurityTopics lng="en" compliance={filled} certifications={[certificate]} />);
    const region = screen.getByRole("region", { name: "Certifications" });
    expect(region).toHaveTextContent(
      "ISO 27001, held by Epiderma: certificate 27K-2026-7 issued by Organisme Certificateur. Scope: Development and operation of the copilot platform",
    );
    expect(onRequest("en").items.join()).not.toContain("Certifications");
  });

  it("says nothing of cookies once the website sets some (its privacy policy does)", () => {
    render(<SecurityTopics lng="en" compliance={filled} certifications={[]} />);
    const website = screen.getByRole("region", { name: "This website" });
    expect(within(website).queryByText("Cookies", { selector: "dt" })).toBeNull();
    expect(answer("en", "website", "requestsOtherSites")).toHaveTextContent(
      copy("en", "security", "website.requestsOtherSites.none"),
    );
  });
});
