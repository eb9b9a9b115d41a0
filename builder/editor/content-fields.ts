import type { Field, SelectFieldValue, StandardField, VariableFieldType } from "@sveltia/cms";
import { z } from "zod";
import type { Collection } from "../../lib/content/collection.ts";
import { labelFor } from "./labels.ts";

type Schema = z.core.JSONSchema.JSONSchema;
type Widget<F = StandardField> = F extends unknown
  ? Omit<F, "name" | "label" | "hint" | "required">
  : never;

interface Walk {
  file: string;
  nullable: string[];
}

// Nullable paths are listed because Sveltia CMS saves an emptied field as "" or [], which the
// editor puts back to null on save.
export function contentFields(collection: Collection): { fields: Field[]; nullable: string[] } {
  const root = z.toJSONSchema(collection.schema, { io: "input" });
  const walk: Walk = { file: collection.file, nullable: [] };
  return { fields: propertyFields(walk, "", root), nullable: walk.nullable };
}

function propertyFields(walk: Walk, path: string, schema: Schema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(walk, path ? `${path}.${name}` : name, name, asSchema(property), required.has(name)),
  );
}

// A boolean field cannot be empty, a choice can.
const YES_NO_OR_EMPTY: Widget = {
  widget: "select",
  options: [
    { label: "Yes", value: true },
    { label: "No", value: false },
  ],
};

function field(walk: Walk, path: string, name: string, schema: Schema, required: boolean): Field {
  const { nullable, inner } = withoutNull(schema);
  if (nullable) walk.nullable.push(path);
  const common = {
    name,
    label: schema.title ?? labelFor(name),
    hint: schema.description,
    required: required && !nullable ? undefined : false,
  };
  if (nullable && inner.type === "boolean") return { ...common, ...YES_NO_OR_EMPTY };
  return { ...common, ...widget(walk, path, inner, schema.description) };
}

function withoutNull(schema: Schema): { nullable: boolean; inner: Schema } {
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const types = schema.type.filter((type) => type !== "null");
    return { nullable: true, inner: { ...schema, type: types.length === 1 ? types[0] : types } };
  }
  const options = schema.anyOf?.map(asSchema);
  const value = options?.filter((option) => option.type !== "null");
  if (options && value?.length === 1 && value.length < options.length)
    return { nullable: true, inner: value[0]! };
  return { nullable: false, inner: schema };
}

function widget(walk: Walk, path: string, schema: Schema, description?: string): Widget {
  if (schema.enum) return { widget: "select", options: schema.enum as SelectFieldValue[] };
  if (schema.const !== undefined)
    return { widget: "select", options: [schema.const as SelectFieldValue] };
  switch (schema.type) {
    case "string":
      return {
        widget: "string",
        type: schema.format === "email" ? "email" : schema.format === "uri" ? "url" : undefined,
        pattern: schema.pattern
          ? [schema.pattern, `Not in the expected form${description ? `: ${description}` : "."}`]
          : undefined,
      };
    case "number":
    case "integer":
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        min: schema.minimum,
        // zod bounds an integer by the safe range: no bound for the editor to show.
        max: (schema.maximum ?? Infinity) < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined,
        step: schema.multipleOf,
      };
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return {
        widget: "list",
        ...listItems(walk, path, asSchema(schema.items)),
        min: schema.minItems,
        max: schema.maxItems,
      };
    case "object":
      return { widget: "object", fields: propertyFields(walk, path, schema) };
  }
  throw new Error(`${walk.file}: ${path}: the editor has no field for ${JSON.stringify(schema)}`);
}

function listItems(walk: Walk, path: string, items: Schema) {
  const kinds = items.oneOf?.map(asSchema);
  if (kinds) {
    const typeKey = discriminator(kinds);
    if (!typeKey)
      throw new Error(
        `${walk.file}: ${path}: a list of several kinds needs a property that names each`,
      );
    return {
      typeKey,
      types: kinds.map((kind): VariableFieldType => {
        const name = String(asSchema(kind.properties![typeKey]!).const);
        return {
          name,
          label: kind.title ?? labelFor(name),
          widget: "object",
          fields: propertyFields(walk, `${path}[]`, kind).filter((f) => f.name !== typeKey),
        };
      }),
    };
  }
  const key = ["id", "slug"].find((name) => items.properties?.[name]);
  if (items.type === "object")
    return {
      ...(key ? { summary: `{{fields.${key}}}` } : {}),
      fields: propertyFields(walk, `${path}[]`, items),
    };
  return { field: field(walk, `${path}[]`, "item", items, true) };
}

function discriminator(kinds: readonly Schema[]): string | undefined {
  const [first] = kinds;
  return Object.keys(first?.properties ?? {}).find((key) =>
    kinds.every((kind) => asSchema(kind.properties?.[key] ?? {}).const !== undefined),
  );
}

// zod writes neither boolean schemas nor tuples for these files.
function asSchema(schema: unknown): Schema {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema))
    throw new Error(`Unexpected JSON Schema: ${JSON.stringify(schema)}`);
  return schema as Schema;
}
