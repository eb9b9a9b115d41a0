import type { Field, StandardField, VariableFieldType } from "@sveltia/cms";
import { z } from "zod";
import type { Collection } from "../content/collection";
import { labelFor } from "./labels";

type Schema = z.core.JSONSchema.JSONSchema;
/** A field without what `field` adds (its name, label, hint, whether it is required). */
type Widget<F = StandardField> = F extends unknown
  ? Omit<F, "name" | "label" | "hint" | "required">
  : never;

/**
 * The editor's fields for a content file, from its zod schema (read as JSON Schema, zod's
 * public description of it): one field per property in the schema's order, which is the
 * file's, labelled and explained by the schema's `.meta({ title, description })`. Texts,
 * numbers (with their bounds and step), true/false, choices (enums and literals), lists
 * (of texts, choices, objects, or objects of several kinds told apart by a `kind`-like
 * property), objects. A field that may be `null` is optional. Names are data: nothing is
 * translated.
 */
export function contentFields(collection: Collection): Field[] {
  const root = z.toJSONSchema(collection.schema, { io: "input" });
  return propertyFields(collection.file, "", root);
}

function propertyFields(file: string, path: string, schema: Schema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(file, path ? `${path}.${name}` : name, name, asSchema(property), required.has(name)),
  );
}

function field(file: string, path: string, name: string, schema: Schema, required: boolean): Field {
  const nullable = schema.anyOf?.some((option) => asSchema(option).type === "null") ?? false;
  const inner = nullable
    ? asSchema(schema.anyOf!.find((option) => asSchema(option).type !== "null")!)
    : schema;
  const common = {
    name,
    label: schema.title ?? labelFor(name),
    ...(schema.description === undefined ? {} : { hint: schema.description }),
    ...(required && !nullable ? {} : { required: false }),
  };
  return { ...common, ...widget(file, path, inner, schema.description) };
}

/** The widget and its options for a value of this schema. */
function widget(file: string, path: string, schema: Schema, description?: string): Widget {
  const choices = options(schema);
  if (choices) return { widget: "select", options: choices };
  switch (schema.type) {
    case "string":
      return {
        widget: "string",
        ...(schema.format === "email" ? { type: "email" } : {}),
        ...(schema.format === "uri" ? { type: "url" } : {}),
        ...(schema.pattern === undefined
          ? {}
          : {
              pattern: [
                schema.pattern,
                `Not in the expected form${description ? `: ${description}` : "."}`,
              ],
            }),
      };
    case "number":
    case "integer":
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined || schema.maximum >= Number.MAX_SAFE_INTEGER
          ? {}
          : { max: schema.maximum }),
        ...(schema.multipleOf === undefined ? {} : { step: schema.multipleOf }),
      };
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return {
        widget: "list",
        ...listItems(file, path, asSchema(schema.items)),
        ...bounds(schema),
      };
    case "object":
      return { widget: "object", fields: propertyFields(file, path, schema) };
  }
  throw new Error(`${file}: ${path}: the editor has no field for ${JSON.stringify(schema)}`);
}

/** What a list holds: one field per item, several fields, or objects of several kinds. */
function listItems(
  file: string,
  path: string,
  items: Schema,
):
  | { typeKey: string; types: VariableFieldType[] }
  | { fields: Field[]; summary?: string }
  | { field: Field } {
  const kinds = items.oneOf?.map(asSchema);
  if (kinds) {
    const typeKey = discriminator(kinds);
    if (!typeKey)
      throw new Error(`${file}: ${path}: a list of several kinds needs a property that names each`);
    return {
      typeKey,
      types: kinds.map((kind) => {
        const name = String(asSchema(kind.properties![typeKey]!).const);
        return {
          name,
          label: kind.title ?? labelFor(name),
          widget: "object",
          fields: propertyFields(file, `${path}[]`, kind).filter((f) => f.name !== typeKey),
        };
      }),
    };
  }
  if (items.type === "object")
    return {
      ...(items.properties?.id ? { summary: "{{fields.id}}" } : {}),
      fields: propertyFields(file, `${path}[]`, items),
    };
  return { field: field(file, `${path}[]`, "item", items, true) };
}

/** The property every kind fixes to a value of its own (`kind`), if there is one. */
function discriminator(kinds: readonly Schema[]): string | undefined {
  const [first] = kinds;
  return Object.keys(first?.properties ?? {}).find((key) =>
    kinds.every((kind) => asSchema(kind.properties?.[key] ?? {}).const !== undefined),
  );
}

function options(schema: Schema): string[] | undefined {
  if (schema.enum) return schema.enum.map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  return undefined;
}

function bounds(schema: Schema) {
  return {
    ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  };
}

/** zod writes neither boolean schemas nor tuples for these files; one would need support here. */
function asSchema(schema: unknown): Schema {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema))
    throw new Error(`Unexpected JSON Schema: ${JSON.stringify(schema)}`);
  return schema as Schema;
}
