/**
 * A browser's own post that the server cannot simply thank (docs/decisions/0035): a refused
 * contact request comes back as the exported contact page of the post's language with what was
 * typed and the error next to its field; a subscription whose confirmation link is held back
 * by the resend limit says when a new one may be asked for. No name, e-mail, message or
 * organisation ever goes into a URL: every redirect the forms' API makes is walked. The
 * language of the form comes back on every path, the rate limit's (before the body is read)
 * included. Against the real server, the real exported pages (out/, built before the unit
 * tests) and a real database.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { contactPages } from "../../lib/contact-pages.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { newsletterPages } from "../../lib/newsletter-pages.ts";
import { backends, sql } from "./support/databases.ts";
import { exportDir } from "./support/export-dir.ts";
import { serversPerTest, type Fixture } from "./support/server-fixture.ts";

const OUT = exportDir();
const SECRET = "refused-posts-test-secret-of-32-characters";

/** The exported pages the server fills in, copied into the fixture's export. */
function withExportedPages(fixture: Fixture): void {
  for (const lng of ["en", "fr"] as const) {
    for (const page of ["/contact", newsletterPages.recentlySent]) {
      const file = `${localizePath(page, lng)}.html`;
      const from = path.join(OUT, file);
      if (!fs.existsSync(from)) throw new Error(`${from} is missing: run npm run build first`);
      fs.mkdirSync(path.dirname(path.join(fixture.outDir, file)), { recursive: true });
      fs.copyFileSync(from, path.join(fixture.outDir, file));
    }
  }
}

const copy = {
  en: createI18n("en"),
  fr: createI18n("fr"),
};

/** A sentence of the copy, `ns:key` as i18next names it. */
const say = (lng: Language, key: string, options?: object): string =>
  (copy[lng as "en"].t as unknown as (key: string, options: object) => string)(key, {
    lng,
    ...options,
  });

const consent = (lng: Language) =>
  consentVersion(copy[lng as "en"].getFixedT(lng, "forms")("newsletter.consent"));

/** A browser's own post: urlencoded, to the form's action (its language in the URL). */
function nativePost(
  base: string,
  endpoint: string,
  fields: Record<string, string>,
  lng: Language,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}/api/${endpoint}?lng=${lng}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const CONFIGURATION = "months=12&panellists=40&options=platform,pixel";

/** What a visitor typed, and the field the server refuses, for each reason. */
const REFUSALS = [
  {
    reason: "a quote without its organisation",
    fields: {
      topic: "quote",
      product: "pixel",
      configuration: CONFIGURATION,
      name: "Jeanne Martin",
      email: "jeanne.martin@labo-sud.example",
      organisation: "",
      country: "Allemagne",
      message: "Un devis pour quarante panélistes, s'il vous plaît.",
    },
    field: "organisation",
    key: "contact:form.errors.organisation.required",
    fix: "Laboratoire Sud",
  },
  {
    reason: "a distributor request without its country",
    fields: {
      topic: "distributor",
      product: "",
      name: "Grace Hopper",
      email: "grace.hopper@navy-labs.example",
      organisation: "Navy Labs",
      country: "",
      message: "We distribute laboratory equipment in three countries.",
    },
    field: "country",
    key: "contact:form.errors.country.required",
    fix: "Belgique",
  },
  {
    reason: "an e-mail the browser would have refused",
    fields: {
      topic: "demo",
      product: "touch",
      name: "Ada Lovelace",
      email: "ada.lovelace-at-analytical.example",
      organisation: "Analytical Engines",
      country: "GB",
      message: "A demonstration of touch for our panel, please.",
    },
    field: "email",
    key: "contact:form.errors.email.invalid",
    fix: "ada@analytical.example",
  },
  {
    reason: "a message too long",
    fields: {
      topic: "support",
      product: "",
      name: "Émilie Durand",
      email: "emilie.durand@clinique.example",
      organisation: "Clinique des Tilleuls",
      country: "France",
      message: `${"Une étude détaillée, ".repeat(250)}fin.`,
    },
    field: "message",
    key: "contact:form.errors.message.tooLong",
    fix: "Une étude plus courte.",
  },
] as const;

/** What a visitor typed that is personal: it may appear in no URL. */
const personal = (fields: Record<string, string>) =>
  [fields.name, fields.email, fields.organisation, fields.message?.slice(0, 40)].filter(
    (value): value is string => Boolean(value),
  );

/** Every URL-valued attribute of a page. */
const urlsOf = (document: Document) =>
  [...document.querySelectorAll("[href], [src], [action]")].flatMap((element) =>
    ["href", "src", "action"].map((name) => element.getAttribute(name) ?? ""),
  );

/** `value` in each of its forms a URL may carry it. */
const encodings = (value: string) => [
  value,
  encodeURIComponent(value),
  new URLSearchParams({ v: value }).toString().slice(2),
];

describe("a refused contact request posted without JavaScript", () => {
  const servers = serversPerTest(backends[0]!);

  for (const lng of ["en", "fr"] as const) {
    for (const { reason, fields, field, key, fix } of REFUSALS) {
      it(`comes back whole for ${reason}, the error next to its field, in ${lng}, nothing personal in a URL`, async () => {
        const fixture = await servers.fixture();
        withExportedPages(fixture);
        const { base } = await servers.start();
        const response = await nativePost(base, "contact", { ...fields, lng, website: "" }, lng);
        expect(response.status).toBe(400);
        expect(response.headers.get("location")).toBeNull();
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await response.text();
        const dom = new JSDOM(html);
        const { document } = dom.window;
        expect(document.documentElement.lang).toBe(lng);

        // Everything typed is in the form, as typed.
        const form = document.querySelector<HTMLFormElement>("form[action^='/api/contact']")!;
        expect(form.getAttribute("action")).toBe(`/api/contact?lng=${lng}`);
        const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
        for (const [name, value] of Object.entries(fields)) {
          expect(control(name).value, name).toBe(value);
        }
        expect(
          form.querySelector("select[name=topic] option[selected]")?.getAttribute("value"),
        ).toBe(fields.topic);

        // The refused field: marked, described by its error, which sits next to it.
        const refused = control(field);
        const expected = say(lng, key, { max: field === "message" ? 5000 : undefined });
        expect(refused.getAttribute("aria-invalid")).toBe("true");
        expect(refused.hasAttribute("autofocus")).toBe(true);
        const errorId = refused.getAttribute("aria-describedby")!.split(" ").at(-1)!;
        const error = document.getElementById(errorId)!;
        expect(error.textContent).toBe(expected);
        expect(error.closest("[data-field]")).toBe(refused.closest("[data-field]"));
        expect(form.querySelectorAll("[aria-invalid=true]")).toHaveLength(1);
        // The summary, above the fields ("the fields marked below"), names the field and links to it.
        const summary = form.querySelector("[data-error-summary]")!;
        expect(summary.getAttribute("role")).toBe("alert");
        expect(
          summary.compareDocumentPosition(form.querySelector("[data-field]")!) &
            dom.window.Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
        expect(summary.textContent).toContain(say(lng, "contact:form.errors.check"));
        expect(summary.querySelector(`a[href="#${refused.id}"]`)?.textContent).toContain(expected);
        // What the topic needs is marked, as the page's script would.
        expect(control("organisation").required).toBe(fields.topic === "quote");
        expect(control("country").required).toBe(fields.topic === "distributor");

        // A plain HTML page under the page's own policy: no script to hydrate over it.
        expect(
          [...document.querySelectorAll("script")].every(
            (script) => script.getAttribute("type") === "application/ld+json",
          ),
        ).toBe(true);
        const exported = fs.readFileSync(
          path.join(OUT, `${localizePath("/contact", lng)}.html`),
          "utf8",
        );
        const policy = (page: string) =>
          /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1];
        expect(policy(html)).toBe(policy(exported));

        for (const url of urlsOf(document)) {
          for (const value of personal(fields).flatMap(encodings)) {
            expect(url).not.toContain(value);
          }
        }
        expect(await sql(fixture.database, "SELECT id FROM messages")).toEqual([]);

        // Corrected, the same form posts again and is sent.
        const again = Object.fromEntries(new dom.window.FormData(form)) as Record<string, string>;
        expect(again).toMatchObject({ ...fields, lng });
        const sent = await nativePost(base, "contact", { ...again, [field]: fix }, lng);
        expect(sent.headers.get("location")).toBe(localizePath(contactPages.sent, lng));
      });
    }
  }

  it("links back to the site when the API is on another origin, and may land there", async () => {
    withExportedPages(await servers.fixture());
    const site = "https://www.site.example";
    const { base } = await servers.start({ siteUrl: site, apiUrl: "https://api.site.example" });
    const response = await nativePost(base, "contact", { ...REFUSALS[0].fields, lng: "fr" }, "fr", {
      origin: site,
    });
    expect(response.status).toBe(400);
    const { document } = new JSDOM(await response.text()).window;
    // Served from the API's origin: a post sent again lands on the site, which its policy allows.
    const policy = document
      .querySelector("meta[http-equiv=Content-Security-Policy]")!
      .getAttribute("content")!;
    expect(policy).toMatch(new RegExp(`form-action ${site} 'self'`));
    const links = [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!);
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) expect(href, href).toMatch(/^(?:https?:|mailto:|tel:|#)/);
    expect(links).toContain(`${site}/fr/pricing`);
  });
});

describe.each(backends)(
  "a confirmation link held back by the resend limit, on $name",
  (backend) => {
    const servers = serversPerTest(backend);

    it("is said with when a new one may be asked for, in the post's language, without telling which address asked", async () => {
      const fixture = await servers.fixture();
      withExportedPages(fixture);
      const mail = { smtpUrl: "smtp://127.0.0.1:9", from: "Site <site@example.com>" };
      const { base } = await servers.start({ mail, tokenSecret: SECRET });
      const subscribe = (email: string) =>
        fetch(`${base}/api/email/register-to-list`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, lng: "en" }),
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
      const first = await subscribe("ada.lovelace@gmail.com");
      expect(first).toEqual({ status: 201, body: { subscribed: true, status: "pending" } });
      // Another address reaching the same inbox, then the first again: no e-mail, and when.
      for (const email of ["adalovelace+news@gmail.com", "ada.lovelace@gmail.com"]) {
        const held = await subscribe(email);
        expect(held.body).toMatchObject({ subscribed: true, status: "pending" });
        const wait = Date.parse(held.body.resendAfter) - Date.now();
        expect(wait).toBeGreaterThan(59 * 60_000);
        expect(wait).toBeLessThanOrEqual(60 * 60_000);
      }
      expect(await sql(fixture.database, "SELECT id FROM outbox")).toHaveLength(1);

      for (const lng of ["en", "fr"] as const) {
        const email = `a.d.a.lovelace+${lng}@gmail.com`;
        const response = await nativePost(
          base,
          "email/register-to-list",
          { email, lng, consent: consent(lng), website: "" },
          lng,
          { referer: `${base}${localizePath("/pricing", lng)}` },
        );
        expect(response.status).toBe(201);
        expect(response.headers.get("location")).toBeNull();
        const html = await response.text();
        const { document } = new JSDOM(html).window;
        expect(document.documentElement.lang).toBe(lng);
        const t = copy[lng as "en"].getFixedT(lng, "newsletter");
        const when = new Intl.RelativeTimeFormat(lng === "fr" ? "fr-FR" : "en-GB").format(
          1,
          "hour",
        );
        expect(document.querySelector("h1")?.textContent).toBe(t("recentlySent.title"));
        expect(document.querySelector("[data-outcome-text]")?.textContent).toBe(
          t("recentlySent.text", { when }),
        );
        for (const address of [email, "ada.lovelace", "adalovelace", "gmail"]) {
          expect(html).not.toContain(address);
        }
        expect(document.querySelectorAll("script:not([type='application/ld+json'])")).toHaveLength(
          0,
        );
      }
      expect(await sql(fixture.database, "SELECT id FROM outbox")).toHaveLength(1);
    });
  },
);
