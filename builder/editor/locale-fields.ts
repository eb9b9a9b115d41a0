import type { Field } from "@sveltia/cms";
import { isObject } from "../../lib/i18n/locale-json.ts";
import { markupOf } from "../../lib/i18n/markup.ts";
import { escapeRegExp } from "../../lib/regexp.ts";
import { labelFor } from "./labels.ts";

const LONG_TEXT = 80;

// In the file's key order, so a save keeps it and a one-word edit is a one-line diff.
export function localeFields(file: string, english: Record<string, unknown>): Field[] {
  return Object.entries(english).map(([key, value]) => localeField(file, key, key, value));
}

function localeField(file: string, path: string, key: string, value: unknown): Field {
  const common = { name: key, label: labelFor(key), i18n: true } as const;
  if (typeof value === "string") return { ...common, ...textField([value]) };
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return { ...common, widget: "list", field: { name: "text", i18n: true, ...textField(value) } };
  if (isObject(value))
    return {
      ...common,
      widget: "object",
      fields: Object.entries(value).map(([child, inner]) =>
        localeField(file, `${path}.${child}`, child, inner),
      ),
    };
  throw new Error(
    `${file}: key "${path}": the editor shows texts, lists of texts and groups of them, not ${JSON.stringify(value)}`,
  );
}

function textField(texts: readonly string[]) {
  const widget = texts.some((text) => text.length > LONG_TEXT || text.includes("\n"))
    ? ("text" as const)
    : ("string" as const);
  const [first = "", ...others] = texts;
  const kept = markupOf(first).filter((token) => others.every((text) => text.includes(token)));
  if (kept.length === 0) return { widget };
  const message = keepMessage(kept);
  return { widget, pattern: [keepPattern(kept), message] as [string, string], hint: message };
}

function keepPattern(tokens: readonly string[]): string {
  return `^${tokens.map((token) => `(?=[\\s\\S]*${escapeRegExp(token)})`).join("")}[\\s\\S]*$`;
}

export function keepMessage(tokens: readonly string[]): string {
  const placeholders = tokens.filter((token) => token.startsWith("{{"));
  const tags = pairTags(tokens.filter((token) => token.startsWith("<")));
  const sentences = [];
  if (placeholders.length > 0)
    sentences.push(
      `Keep ${list(placeholders)} as written: the site puts ${placeholders.length > 1 ? "their values" : "its value"} there.`,
    );
  if (tags.length > 0)
    sentences.push(
      `Keep ${list(tags)} as written, around the words ${tags.length > 1 ? "they mark" : "it marks"}.`,
    );
  return sentences.join(" ");
}

function pairTags(tags: readonly string[]): string[] {
  const closing = new Set(tags.filter((tag) => tag.startsWith("</")));
  const opening = tags.filter((tag) => !tag.startsWith("</"));
  const paired = opening.map((tag) => {
    const close = `</${/^<([A-Za-z][\w-]*)/.exec(tag)?.[1]}>`;
    return closing.delete(close) ? `${tag}…${close}` : tag;
  });
  return [...paired, ...closing];
}

const list = (items: readonly string[]) => new Intl.ListFormat("en-GB").format(items);
