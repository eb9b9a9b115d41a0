/**
 * server/config.ts: every environment variable the server reads, checked in one place. Defaults
 * for what is unset (or empty), and a start stopped by a message naming each variable at fault.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { settings } from "../../lib/settings.ts";
import { portFromEnv, readConfig } from "../../server/config.ts";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("readConfig", () => {
  it("has a working default for everything", () => {
    expect(readConfig(env({}))).toEqual({
      port: 3000,
      host: "0.0.0.0",
      trustProxy: false,
      logLevel: "info",
      logRequests: false,
      requestTimeoutMs: 15_000,
      outDir: "out",
      outDirPath: path.resolve("out"),
      api: {
        database: { kind: "sqlite", path: path.resolve("data", "site.db") },
        rateLimitPerMinute: 20,
        mail: undefined,
        siteUrl: settings.siteUrl,
        tokenSecret: undefined,
        confirmExpiryHours: 168,
        retentionMonths: 36,
      },
    });
  });

  it("reads TRUST_PROXY as the proxies' addresses and ranges, and refuses a hop count or true, naming the form to use", () => {
    const trust = (value: string) => readConfig(env({ TRUST_PROXY: value })).trustProxy;
    expect(trust("127.0.0.1, 10.0.0.0/8,loopback,::1")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(trust("false")).toBe(false);
    // A count cannot tell the proxy from a client; `true` believes what any client writes.
    for (const [value, why] of [
      ["1", /not "1": a hop count cannot tell the proxy from a client/],
      ["2", /not "2": a hop count/],
      ["true", /not "true": true believes the first address of X-Forwarded-For/],
    ] as const) {
      expect(() => trust(value)).toThrow(why);
      expect(() => trust(value)).toThrow(
        /name the proxy by its address instead, as TRUST_PROXY=loopback/,
      );
    }
    for (const wrong of ["yes", "10.0.0.0/33", "proxy.example", "-1", "10.0.0.1,"]) {
      expect(() => trust(wrong)).toThrow(
        /^TRUST_PROXY must be the addresses or CIDR ranges of the proxies/,
      );
    }
    expect(() => readConfig(env({ LOG_LEVEL: "verbose" }))).toThrow(/LOG_LEVEL must be one of/);
  });

  it("reads each variable, an empty one as unset", () => {
    const config = readConfig(
      env({
        PORT: "8080",
        HOST: " 127.0.0.1 ",
        DATABASE_URL: "postgres://user:pass@db:5432/site",
        DATABASE_PATH: "ignored.db",
        RATE_LIMIT_PER_MINUTE: "0",
        SMTP_URL: "smtps://user:pass@mail.example:465",
        MAIL_FROM: "",
        CONTACT_TO: "team@epiderma.example",
        NEXT_PUBLIC_SITE_URL: "https://www.example.com/",
        TOKEN_SECRET: "x".repeat(32),
        CONFIRM_EXPIRY_HOURS: "24",
        RETENTION_MONTHS: "",
      }),
    );
    expect(config).toMatchObject({ port: 8080, host: "127.0.0.1" });
    expect(config.api).toEqual({
      database: { kind: "postgres", url: "postgres://user:pass@db:5432/site" },
      rateLimitPerMinute: 0,
      mail: {
        smtpUrl: "smtps://user:pass@mail.example:465",
        from: `${settings.companyName} <${settings.email}>`,
        contactTo: "team@epiderma.example",
        contactFrom: undefined,
      },
      siteUrl: "https://www.example.com",
      tokenSecret: "x".repeat(32),
      confirmExpiryHours: 24,
      retentionMonths: 36,
    });
  });

  it.each([
    ["PORT", "70000", /^PORT must be a port number \(0 to 65535\), not "70000"$/],
    ["PORT", "http", /^PORT must be a port number/],
    [
      "DATABASE_URL",
      "mysql://db/site",
      /^DATABASE_URL must be a postgres:\/\/ .*set DATABASE_PATH/,
    ],
    ["RATE_LIMIT_PER_MINUTE", "-1", /^RATE_LIMIT_PER_MINUTE must be a whole number \(0: off\)/],
    ["RATE_LIMIT_PER_MINUTE", "2.5", /^RATE_LIMIT_PER_MINUTE must be a whole number/],
    [
      "REQUEST_TIMEOUT_SECONDS",
      "0",
      /^REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600 \(default 15\), not "0"$/,
    ],
    [
      "SMTP_URL",
      "mail.example:587",
      /^SMTP_URL must be the mail server as an smtp:\/\/ or smtps:\/\//,
    ],
    [
      "CONTACT_TO",
      "not an address",
      /^CONTACT_TO must be an e-mail address, not "not an address"$/,
    ],
    ["NEXT_PUBLIC_SITE_URL", "www.example.com", /^NEXT_PUBLIC_SITE_URL must be the site's http/],
    ["TOKEN_SECRET", "short", /^TOKEN_SECRET must be at least 32 characters/],
    [
      "CONFIRM_EXPIRY_HOURS",
      "0",
      /^CONFIRM_EXPIRY_HOURS must be a whole number of hours, at least 1/,
    ],
    [
      "RETENTION_MONTHS",
      "1201",
      /^RETENTION_MONTHS must be a whole number of months from 1 to 1200/,
    ],
    [
      "RETENTION_MONTHS",
      "two",
      /^RETENTION_MONTHS must be a whole number of months from 1 to 1200/,
    ],
  ])("stops at %s=%j with a message naming it", (name, value, message) => {
    expect(() => readConfig(env({ [name]: value }))).toThrow(message);
  });

  it("reads the editor's GitHub OAuth app, both halves or neither, and never repeats the secret", () => {
    const secret = "0123456789abcdef0123456789abcdef01234567";
    expect(
      readConfig(env({ CMS_GITHUB_CLIENT_ID: "Iv1.abc", CMS_GITHUB_CLIENT_SECRET: secret })).api
        .editorSignIn,
    ).toEqual({ clientId: "Iv1.abc", clientSecret: secret, githubUrl: "https://github.com" });
    expect(
      readConfig(
        env({
          CMS_GITHUB_CLIENT_ID: "Iv1.abc",
          CMS_GITHUB_CLIENT_SECRET: secret,
          CMS_GITHUB_URL: "https://github.example.com/",
        }),
      ).api.editorSignIn?.githubUrl,
    ).toBe("https://github.example.com");
    expect(readConfig(env({})).api.editorSignIn).toBeUndefined();
    expect(() => readConfig(env({ CMS_GITHUB_CLIENT_ID: "Iv1.abc" }))).toThrow(
      /^CMS_GITHUB_CLIENT_SECRET must be a client secret .*, not unset$/,
    );
    let message = "";
    try {
      readConfig(env({ CMS_GITHUB_CLIENT_SECRET: secret, CMS_GITHUB_URL: "github.com" }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^CMS_GITHUB_CLIENT_ID must be .*, not unset$/m);
    expect(message).toMatch(/^CMS_GITHUB_URL must be GitHub's http/m);
    expect(message).not.toContain(secret);
  });

  it("names every variable at fault at once", () => {
    expect(() => readConfig(env({ PORT: "x", RETENTION_MONTHS: "0" }))).toThrow(
      /^PORT must be .*\nRETENTION_MONTHS must be /,
    );
  });
});

describe("portFromEnv", () => {
  it("checks a harness port as PORT is checked", () => {
    expect(portFromEnv(env({ NGINX_PORT: "8081" }), "NGINX_PORT")).toBe(8081);
    expect(() => portFromEnv(env({}), "NGINX_PORT")).toThrow(/^NGINX_PORT must be a port number/);
    expect(() => portFromEnv(env({ NGINX_PORT: "99999" }), "NGINX_PORT")).toThrow(/not "99999"/);
  });
});
