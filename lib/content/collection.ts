import path from "node:path";
import { z } from "zod";
import { parseJson, readParsed } from "../file-cache.ts";
import type { Namespace } from "../i18n/copy.ts";

// Fields carry their title and description (`.meta()`): the editor's configuration comes from them.
export interface Collection<S extends z.ZodType = z.ZodType> {
  name: string;
  file: string;
  label: string;
  schema: S;
  /** Each item of `list` has its copy in locales/{lng}/{namespace}.json under `{key}.{id}`. */
  copy?: { list: string; namespace: Namespace; key: string };
}

export type ContentOf<C extends Collection> = z.output<C["schema"]>;

export function defineCollection<const C extends Omit<Collection, "file">>(
  collection: C,
): C & { file: string } {
  return { ...collection, file: `content/${collection.name}.json` };
}

export function show(value: unknown): string {
  const text = value === undefined ? "missing" : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "null",
};

const formats: Record<string, string> = {
  url: "a web address (https://…)",
  email: "an e-mail address",
  regex: "in the expected form",
};

const issueMessage: z.core.$ZodErrorMap = (issue) => {
  const input = issue.input;
  switch (issue.code) {
    case "invalid_type":
      return input === undefined
        ? "missing"
        : `must be ${kinds[issue.expected] ?? issue.expected}, not ${show(input)}`;
    case "invalid_value":
      return `must be ${issue.values.map(show).join(" or ")}, not ${show(input)}`;
    case "invalid_format":
      return `must be ${formats[issue.format] ?? issue.format}, not ${show(input)}`;
    case "too_small":
      if (issue.origin === "string") return "must not be empty";
      if (issue.origin === "array") return `must hold at least ${issue.minimum} item(s)`;
      return `must be ${issue.inclusive ? `${issue.minimum} or more` : `more than ${issue.minimum}`}, not ${show(input)}`;
    case "too_big":
      if (issue.origin === "array") return `must hold at most ${issue.maximum} item(s)`;
      return `must be ${issue.inclusive ? `${issue.maximum} or less` : `less than ${issue.maximum}`}, not ${show(input)}`;
    case "unrecognized_keys":
      return "unknown field";
    case "invalid_union": {
      // A discriminated union (a fact's `kind`) that matched no variant.
      const { options, discriminator } = issue as { options?: unknown[]; discriminator?: string };
      if (!options || !discriminator) return undefined;
      const value = (input as Record<string, unknown> | undefined)?.[discriminator];
      return `must be ${options.map(show).join(" or ")}, not ${show(value)}`;
    }
    default:
      return undefined;
  }
};

function check<C extends Collection>(collection: C, data: unknown) {
  const result = collection.schema.safeParse(data, { error: issueMessage, reportInput: true });
  if (result.success) return { data: result.data as ContentOf<C>, problems: [] };
  const lines = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => [z.core.toDotPath([...issue.path, key]), issue.message])
      : [[z.core.toDotPath(issue.path), issue.message]],
  );
  // A value can break two rules with one message (an amount below 0 with 3 decimals).
  const problems = lines.map(
    ([at, message]) => `${collection.file}: ${at ? `${at}: ` : ""}${message}`,
  );
  return { problems: [...new Set(problems)] };
}

export function contentProblems(collection: Collection, data: unknown): string[] {
  return check(collection, data).problems;
}

export function parseContent<C extends Collection>(collection: C, data: unknown): ContentOf<C> {
  const checked = check(collection, data);
  if (!checked.data) throw new Error(checked.problems.join("\n"));
  return checked.data;
}

// CONTENT_DIR: a fixture copy of content/ that a test or a build fills in differently.
export function readContent<C extends Collection>(collection: C): ContentOf<C> {
  const dir = process.env.CONTENT_DIR;
  const file = dir
    ? path.resolve(dir, path.basename(collection.file))
    : path.join(process.cwd(), collection.file);
  return readParsed(file, (text) => parseContent(collection, parseJson(collection.file, text)));
}
