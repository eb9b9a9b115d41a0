import type * as Sveltia from "@sveltia/cms";
import { apiPaths } from "../../lib/api-paths.ts";
import type { Collection } from "../../lib/content/collection.ts";
import { fallbackLanguage, languages } from "../../lib/i18n/languages.ts";
import { contentFields } from "./content-fields.ts";
import { labelFor } from "./labels.ts";
import { localeFields } from "./locale-fields.ts";
import { settings, type EditorBackend } from "../../lib/settings.ts";
import type { EditorConfig, EditorSetup } from "../../lib/editor/page.ts";

export interface EditorSources {
  title: string;
  english: Readonly<Record<string, Record<string, unknown>>>;
  collections: readonly Collection[];
  backend: EditorBackend;
}

export function editorSetup({ title, english, collections, backend }: EditorSources): EditorSetup {
  const content = collections.map((collection) => ({
    collection,
    ...contentFields(collection),
  }));
  const config: EditorConfig = {
    load_config_file: false,
    app_title: title,
    logo: { src: settings.icon },
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...signIn(backend.authUrl),
    },
    publish_mode: "editorial_workflow",
    // Required by the editor, though no field takes a file.
    media_folder: "public/images",
    public_folder: "/images",
    i18n: {
      structure: "multiple_folders",
      locales: [...languages],
      default_locale: fallbackLanguage,
    },
    // Must match lib/i18n/locale-json.ts `jsonText`.
    output: { json: { indent_style: "space", indent_size: 2 } },
    collections: [
      ...Object.entries(english).map(([namespace, copy]) => copyCollection(namespace, copy)),
      { name: "content", divider: true } satisfies Sveltia.CollectionDivider,
      ...content.map(({ collection, fields }) => contentCollection(collection, fields)),
    ],
  };
  const nullable = Object.fromEntries(
    content.map(({ collection, nullable: paths }) => [contentCollectionName(collection), paths]),
  );
  return { config, nullable };
}

// Without an address of its own, lib/editor/main.ts sets `base_url` to the page's origin.
function signIn(authUrl: string | undefined) {
  if (!authUrl) return { auth_endpoint: apiPaths.editorAuth.slice(1) };
  const url = new URL(authUrl);
  return { base_url: url.origin, auth_endpoint: url.pathname.slice(1) };
}

function copyCollection(namespace: string, english: Record<string, unknown>): Sveltia.Collection {
  const label = labelFor(namespace);
  return {
    name: `copy-${namespace}`,
    label,
    description: `Words of the site in each language: ${languages.map((lng) => `locales/${lng}/${namespace}.json`).join(", ")}.`,
    i18n: true,
    editor: { preview: false },
    files: [
      {
        name: namespace,
        label,
        file: `locales/{{locale}}/${namespace}.json`,
        i18n: true,
        fields: localeFields(`locales/en/${namespace}.json`, english),
      },
    ],
  };
}

export const contentCollectionName = (collection: Collection) => `content-${collection.name}`;

function contentCollection(collection: Collection, fields: Sveltia.Field[]): Sveltia.Collection {
  const { copy } = collection;
  const description = [
    collection.schema.meta()?.description,
    `Data, the same in every language: ${collection.file}.`,
    copy &&
      `Each entry's words in English and French are in “${labelFor(copy.namespace)}”, under ${copy.key.split(".").map(labelFor).join(" › ")} and the entry's identifier.`,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    name: contentCollectionName(collection),
    label: collection.label,
    description,
    editor: { preview: false },
    files: [
      {
        name: collection.name,
        label: collection.label,
        file: collection.file,
        fields,
      },
    ],
  };
}
