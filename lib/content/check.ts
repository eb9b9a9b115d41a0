import fs from "node:fs";
import path from "node:path";
import { languages } from "../i18n/languages.ts";
import { parseJson } from "../file-cache.ts";
import { contentProblems, type Collection } from "./collection.ts";
import { collections } from "./collections.ts";

export function checkContent(root = process.cwd()): string[] {
  return (collections as readonly Collection[]).flatMap((collection) => {
    const read = (file: string) => parseJson(file, fs.readFileSync(path.join(root, file), "utf8"));
    try {
      const data = read(collection.file);
      const problems = contentProblems(collection, data);
      const { copy } = collection;
      if (problems.length > 0 || !copy) return problems;
      return copyProblems(collection.file, copy, data, (lng) =>
        read(`locales/${lng}/${copy.namespace}.json`),
      );
    } catch (error) {
      return [(error as Error).message];
    }
  });
}

function copyProblems(
  contentFile: string,
  { list, namespace, key }: NonNullable<Collection["copy"]>,
  data: unknown,
  readLocale: (lng: string) => unknown,
): string[] {
  const items = (data as Record<string, { id: string }[]>)[list]!;
  const ids = new Set(items.map((item) => item.id));
  return languages.flatMap((lng) => {
    const file = `locales/${lng}/${namespace}.json`;
    const copy = key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        readLocale(lng),
      );
    const copied = new Set(Object.keys((copy as object | undefined) ?? {}));
    return [
      ...items.flatMap((item, i) =>
        copied.has(item.id)
          ? []
          : [`${file}: ${key}.${item.id}: missing (the copy of ${contentFile} ${list}[${i}])`],
      ),
      ...[...copied]
        .filter((id) => !ids.has(id))
        .map((id) => `${file}: ${key}.${id}: no entry "${id}" in ${contentFile} (${list})`),
    ];
  });
}
