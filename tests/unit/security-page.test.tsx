// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SecurityTopics } from "@/components/sections/security/security-topics";
import { certifications, type Certification } from "@/lib/content/certifications";
import { compliance, type Compliance } from "@/lib/content/compliance";
import type { Language } from "@/lib/i18n/languages";
import { copy } from "./render";

/**
 * The security page states a fact only once content/compliance.json holds it, and otherwise
 * invites the question. The real component, with the real copy and data.
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

const ask = (lng: Language, key: string) => copy(lng, "security", `${key}.ask`);

describe("the security page as shipped (nothing about copilot confirmed)", () => {
  it("invites the question on each point, with the topic's questions written in advance", () => {
    render(<SecurityTopics lng="en" compliance={shipped} certifications={certifications()} />);
    expect(answer("en", "hosting", "provider")).toHaveTextContent(ask("en", "hosting.provider"));
    expect(answer("en", "hosting", "backups")).toHaveTextContent(ask("en", "hosting.backups"));
    expect(answer("en", "gdpr", "dataProcessingAgreement")).toHaveTextContent(
      "Sent on request, for you to review and sign with your contract.",
    );
    expect(answer("en", "regulatedStudies", "auditTrail")).toHaveTextContent(
      ask("en", "regulatedStudies.auditTrail"),
    );
    expect(answer("en", "support", "hours")).toHaveTextContent(ask("en", "support.hours"));

    const hosting = screen.getByRole("region", { name: "Hosting and data protection" });
    const question = within(hosting).getByRole("link", {
      name: "Ask about hosting and data protection",
    });
    const href = new URL(question.getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("message")).toBe(copy("en", "security", "hosting.message"));
  });

  it("lists no certificate, and asks instead", () => {
    render(<SecurityTopics lng="fr" compliance={shipped} certifications={certifications()} />);
    const region = screen.getByRole("region", { name: "Certifications" });
    expect(region).toHaveTextContent(copy("fr", "security", "certifications.ask"));
    expect(within(region).queryByRole("img")).toBeNull();
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
    expect(answer("fr", "hosting", "encryptionAtRest")).toHaveTextContent(
      ask("fr", "hosting.encryptionAtRest"),
    );
    expect(answer("fr", "hosting", "backups").textContent).toBe(
      "Sauvegardes quotidiennes, chacune conservée 30\u00a0jours",
    );
    expect(
      within(answer("fr", "gdpr", "dataProcessingAgreement")).getByRole("link", {
        name: /^Lire notre contrat de sous-traitance/,
      }),
    ).toHaveAttribute("href", "https://legal.example/dpa.pdf");
    expect(answer("fr", "gdpr", "subProcessors")).toHaveTextContent(
      ask("fr", "gdpr.subProcessors"),
    );
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
    expect(region).not.toHaveTextContent(copy("en", "security", "certifications.ask"));
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
