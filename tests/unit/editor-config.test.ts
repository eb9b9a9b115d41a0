/**
 * The browser editor's setup, generated at build time (builder/editor/config.ts) from the English
 * locale files and the content schemas: a configuration Sveltia CMS's own JSON schema accepts,
 * every English key a field (a new one too), English and French side by side, placeholders and
 * tags kept by validation patterns, a collection for every content file with a field for every
 * value, the nulls of content files kept, and the files' layout what the editor writes.
 */
import fs from "node:fs";
import type { Field } from "@sveltia/cms";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import {
  contentCollectionName,
  editorSetup,
  type EditorSources,
} from "../../builder/editor/config.ts";
import { EDITOR_SCRIPT, EDITOR_SETUP_ID, editorPage } from "../../lib/editor/page.ts";
import { keepMessage } from "../../builder/editor/locale-fields.ts";
import { restoreNulls } from "../../lib/editor/nulls.ts";
import { collections } from "../../lib/content/collections.ts";
import { isObject, jsonText } from "../../lib/i18n/locale-json.ts";
import { markupOf } from "../../lib/i18n/markup.ts";
import { namespaces, readCopy } from "../../lib/i18n/copy.ts";
import { UNSET_REPOSITORY, editorBackend } from "../../lib/settings.ts";

const english = Object.fromEntries(namespaces.map((ns) => [ns, readCopy("en", ns)]));
const french = Object.fromEntries(namespaces.map((ns) => [ns, readCopy("fr", ns)]));
const sources: EditorSources = {
  title: "Epiderma editor",
  english,
  collections,
  backend: { repo: "epiderma/website", branch: "main" },
};
const { config, nullable } = editorSetup(sources);

type AnyField = Field & {
  fields?: AnyField[];
  field?: AnyField;
  types?: (AnyField & { name: string })[];
  typeKey?: string;
  i18n?: boolean;
  pattern?: [string, string];
  options?: unknown[];
};

const collectionNamed = (name: string) => {
  const found = config.collections!.find((collection) => collection.name === name);
  if (!found || !("files" in found)) throw new Error(`No file collection ${name}`);
  return found;
};
const fieldsOf = (name: string) => collectionNamed(name).files[0]!.fields as AnyField[];

/** `a.b` for every text (or list of texts) of a locale file, in the file's order. */
function keyPaths(value: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    isObject(inner) ? keyPaths(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The same paths, read from the editor's fields. */
function fieldPaths(fields: readonly AnyField[], prefix = ""): string[] {
  return fields.flatMap((field) =>
    field.widget === "object"
      ? fieldPaths(field.fields!, `${prefix}${field.name}.`)
      : [`${prefix}${field.name}`],
  );
}

function everyField(fields: readonly AnyField[]): AnyField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField(field.fields ?? []),
    ...everyField(field.field ? [field.field] : []),
    ...everyField(field.types ?? []),
  ]);
}

/** The field at a locale key path (`cookieNotice.label`). */
function fieldAt(fields: readonly AnyField[], path: string): AnyField {
  const [head, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) throw new Error(`No field ${path}`);
  return rest.length === 0 ? field : fieldAt(field.fields!, rest.join("."));
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data);
}

/** Every value of a content file has a field of the right kind, down to list items. */
function expectFieldsCover(data: unknown, fields: readonly AnyField[], at: string): void {
  if (!isObject(data)) return;
  expect(Object.keys(data), at).toEqual(
    fields.map((field) => field.name).filter((name) => name in data),
  );
  for (const field of fields) {
    const value = data[field.name];
    const here = `${at}.${field.name}`;
    if (field.widget === "object") expectFieldsCover(value, field.fields!, here);
    if (field.widget === "list" && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        if (field.fields) expectFieldsCover(item, field.fields, `${here}[${index}]`);
        if (field.types) {
          const kind = field.types.find((type) => type.name === item[field.typeKey!]);
          expect(kind, `${here}[${index}]`).toBeDefined();
          // The kind's own property is the list's type key, not a field of the kind.
          const rest = Object.fromEntries(
            Object.entries(item as Record<string, unknown>).filter(
              ([key]) => key !== field.typeKey,
            ),
          );
          expectFieldsCover(rest, kind!.fields!, `${here}[${index}]`);
        }
      }
    }
  }
}

describe("the editor's configuration", () => {
  it("is one Sveltia CMS accepts: its own published JSON schema", () => {
    const schema = JSON.parse(
      fs.readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"),
    ) as object;
    const validate = new Ajv({ strict: false, validateFormats: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // The check bites: an unknown option, a field without a name.
    const withUnknownOption = structuredClone(config) as {
      collections: { files: { fields: object[] }[] }[];
    };
    Object.assign(withUnknownOption.collections[0]!.files[0]!.fields[0]!, { colour: "red" });
    expect(validate(withUnknownOption)).toBe(false);
    const nameless = structuredClone(config) as typeof withUnknownOption;
    delete (nameless.collections[0]!.files[0]!.fields[0] as { name?: string }).name;
    expect(validate(nameless)).toBe(false);
  });

  it("signs in with GitHub through the project's server, every change a pull request", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "epiderma/website",
      branch: "main",
      auth_endpoint: "api/cms/auth",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.load_config_file).toBe(false);
    const elsewhere = editorSetup({
      ...sources,
      backend: { ...sources.backend, authUrl: "https://auth.example.workers.dev/auth" },
    });
    expect(elsewhere.config.backend).toMatchObject({
      base_url: "https://auth.example.workers.dev",
      auth_endpoint: "auth",
    });
  });

  it("writes JSON as the repository's data files are laid out: 2 spaces, final newline", () => {
    expect(config.output).toEqual({ json: { indent_style: "space", indent_size: 2 } });
    const files = [
      ...namespaces.flatMap((ns) => [`locales/en/${ns}.json`, `locales/fr/${ns}.json`]),
      ...collections.map((collection) => collection.file),
    ];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      expect(
        jsonText(JSON.parse(text)) === text,
        `${file} is not laid out as the editor writes it (JSON.stringify with two spaces, final newline): its next save would rewrite more than the lines it changes`,
      ).toBe(true);
    }
  });
});

describe("the copy's collections", () => {
  it("edit each namespace's English and French side by side, one folder per language", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "fr"],
      default_locale: "en",
    });
    for (const ns of namespaces) {
      const collection = collectionNamed(`copy-${ns}`);
      expect(collection.i18n).toBe(true);
      expect(collection.files).toHaveLength(1);
      expect(collection.files[0]).toMatchObject({
        file: `locales/{{locale}}/${ns}.json`,
        i18n: true,
      });
    }
  });

  it("have a field for every English key, in the file's order, each translated", () => {
    for (const ns of namespaces) {
      const fields = fieldsOf(`copy-${ns}`);
      expect(fieldPaths(fields), ns).toEqual(keyPaths(english[ns]!));
      for (const field of everyField(fields)) expect(field.i18n, `${ns}: ${field.name}`).toBe(true);
    }
  });

  it("show a key added to an English file with no one writing configuration", () => {
    const withNew = editorSetup({
      ...sources,
      english: {
        ...english,
        home: {
          ...english.home,
          banner: { text: "New on {{date}}", items: ["<b>One</b>", "Two"] },
        },
      },
    });
    const home = withNew.config.collections!.find((c) => c.name === "copy-home") as {
      files: { fields: AnyField[] }[];
    };
    const banner = fieldAt(home.files[0]!.fields, "banner");
    expect(banner.fields!.map((field) => [field.name, field.widget])).toEqual([
      ["text", "string"],
      ["items", "list"],
    ]);
    expect(fieldAt(banner.fields!, "text").pattern![1]).toMatch(/Keep \{\{date\}\} as written/);
  });

  it("refuse a text that loses a placeholder or a tag of the English, and say which", () => {
    let checked = 0;
    for (const ns of namespaces) {
      const fields = fieldsOf(`copy-${ns}`);
      for (const path of keyPaths(english[ns]!)) {
        const source = valueAt(english[ns]!, path);
        const translation = valueAt(french[ns]!, path);
        if (typeof source !== "string" || typeof translation !== "string") continue;
        const field = fieldAt(fields, path);
        const tokens = markupOf(source);
        if (tokens.length === 0) {
          expect(field.pattern, `${ns}: ${path}`).toBeUndefined();
          continue;
        }
        const [pattern, message] = field.pattern!;
        const regexp = new RegExp(pattern);
        expect(message).toBe(keepMessage(tokens));
        expect(regexp.test(source), `${ns}: ${path} (English)`).toBe(true);
        expect(regexp.test(translation), `${ns}: ${path} (French)`).toBe(true);
        for (const token of tokens) {
          expect(message, `${ns}: ${path}`).toContain(token.startsWith("</") ? "" : token);
          expect(
            regexp.test(translation.replace(token, "")),
            `${ns}: ${path} without ${token}`,
          ).toBe(false);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    const consent = fieldAt(fieldsOf("copy-forms"), "newsletter.consent");
    expect(consent.pattern![1]).toBe(
      "Keep <privacy>…</privacy> as written, around the words it marks.",
    );
    const multiline = new RegExp(consent.pattern![0]);
    expect(multiline.test("Line one <privacy>\npolicy</privacy>\nend")).toBe(true);
  });
});

describe("the content's collections", () => {
  it("are one per entry of the collections registry, on its file", () => {
    const names = config.collections!.map((collection) => collection.name);
    expect(names.slice(namespaces.length)).toEqual([
      "content",
      ...collections.map(contentCollectionName),
    ]);
    for (const collection of collections) {
      const editor = collectionNamed(contentCollectionName(collection));
      expect(editor.label).toBe(collection.label);
      expect(editor.files[0]!.file).toBe(collection.file);
      expect(editor.i18n).toBeUndefined();
    }
  });

  it("have a field for every value of the files as shipped, in the file's order", () => {
    for (const collection of collections) {
      const data = JSON.parse(fs.readFileSync(collection.file, "utf8")) as unknown;
      expectFieldsCover(data, fieldsOf(contentCollectionName(collection)), collection.file);
    }
  });

  it("list the fields that may be null, and ask yes, no or nothing for an unknown fact", () => {
    const compliance = fieldsOf("content-compliance");
    expect(nullable["content-compliance"]).toContain("hosting.provider");
    expect(nullable["content-compliance"]).toContain("regulatedStudies.auditTrail");
    const data = JSON.parse(fs.readFileSync("content/compliance.json", "utf8")) as Record<
      string,
      Record<string, unknown>
    >;
    for (const [topic, facts] of Object.entries(data))
      for (const [fact, value] of Object.entries(facts))
        if (value === null)
          expect(nullable["content-compliance"], `${topic}.${fact}`).toContain(`${topic}.${fact}`);
    expect(fieldAt(compliance, "regulatedStudies.auditTrail")).toMatchObject({
      widget: "select",
      required: false,
      options: [
        { label: "Yes", value: true },
        { label: "No", value: false },
      ],
    });
    expect(fieldAt(compliance, "website.setsCookies").widget).toBe("boolean");
  });
});

describe("restoreNulls", () => {
  it("puts null back where the editor wrote an empty text or list, and nothing else", () => {
    const saved = {
      hosting: { provider: "", countries: [], encryption: "TLS 1.2+", days: 0, open: false },
      members: [
        { id: "a", role: "" },
        { id: "b", role: "Chair" },
      ],
      kept: "",
    };
    const restored = restoreNulls(saved, [
      "hosting.provider",
      "hosting.countries",
      "hosting.encryption",
      "hosting.days",
      "hosting.open",
      "hosting.missing",
      "members[].role",
    ]);
    expect(JSON.stringify(restored)).toBe(
      JSON.stringify({
        hosting: { provider: null, countries: null, encryption: "TLS 1.2+", days: 0, open: false },
        members: [
          { id: "a", role: null },
          { id: "b", role: "Chair" },
        ],
        kept: "",
      }),
    );
  });
});

describe("editorBackend", () => {
  const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

  it("reads the repository, the branch and another sign-in address from the build's environment", () => {
    expect(editorBackend(env({ CMS_GITHUB_REPO: "acme/site", CMS_GITHUB_BRANCH: "live" }))).toEqual(
      { repo: "acme/site", branch: "live", repoFromEnv: true },
    );
    expect(editorBackend(env({ GITHUB_REPOSITORY: "acme/from-actions" }))).toMatchObject({
      repo: "acme/from-actions",
      branch: "main",
    });
    expect(
      editorBackend(env({ CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://auth.example/auth" })),
    ).toMatchObject({ authUrl: "https://auth.example/auth" });
  });

  it("falls back to a repository no GitHub account can own, and says so", () => {
    expect(editorBackend(env({}))).toEqual({
      repo: UNSET_REPOSITORY,
      branch: "main",
      repoFromEnv: false,
    });
  });

  it.each([
    ["CMS_GITHUB_REPO", "https://github.com/acme/site"],
    ["CMS_GITHUB_BRANCH", "main branch"],
    ["CMS_AUTH_URL", "auth.example/auth"],
  ])("stops the build at %s=%j, naming it", (name, value) => {
    expect(() => editorBackend(env({ CMS_GITHUB_REPO: "a/b", [name]: value }))).toThrow(
      new RegExp(`^${name} must`),
    );
  });
});

describe("editorPage", () => {
  it("holds the setup as data no text can break out of, the editor's module, and noindex", () => {
    const setup = editorSetup({ ...sources, title: "</script><script>alert(1)</script>" });
    const html = editorPage(setup);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<script type="module" src="${EDITOR_SCRIPT}"></script>`);
    const block = new RegExp(
      `<script type="application/json" id="${EDITOR_SETUP_ID}">(.*?)</script>`,
      "s",
    ).exec(html)![1]!;
    expect(block).not.toContain("<");
    expect(JSON.parse(block)).toEqual(setup);
  });
});
