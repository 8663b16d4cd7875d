/**
 * The editor's form fields (Decap CMS field configuration), derived from the content
 * model's zod schemas (content-model/content-schema.ts), so the form asks for what the
 * build accepts: a required text is required, a slug has the slug pattern, a category is
 * a choice of the three, a list has the length the build allows, a number its range.
 * Which fields have an Arabic text comes from content-model/translations.ts (isTranslated).
 * Build-time only; the result is JSON the editor's page reads.
 */
import type { z } from "zod";
import { isTranslated } from "../../content-model/translations";

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  i18n?: boolean;
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  modes?: string[];
  [option: string]: unknown;
}

/** Fields whose value is a path to a picture next to the content ("../images/products/x.jpg"). */
const IMAGE_FIELDS = new Set(["image", "icon", "logo", "poster", "banner"]);
/** Texts long enough for a box of several lines. */
const LONG_TEXTS = new Set(["description", "text", "answer", "summary", "intro", "paragraphs", "features", "points"]);

/** "imageAlt" -> "Image alt", "homeOrder" -> "Home order". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// zod 3 keeps a schema's parts in `_def`; these are the kinds the content model uses.
type AnyDef = { typeName: string; [key: string]: unknown };
const defOf = (schema: z.ZodTypeAny) => schema._def as AnyDef;

/** The schema under refinements, defaults and optionality, and whether a value may be left out. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.typeName === "ZodEffects") inner = def.schema as z.ZodTypeAny;
    else if (def.typeName === "ZodOptional" || def.typeName === "ZodNullable") {
      optional = true;
      inner = def.innerType as z.ZodTypeAny;
    } else return { inner, optional };
  }
}

/** The first regex check of a string schema (with its message), as Decap's pattern. */
function patternOf(schema: z.ZodTypeAny): [string, string] | undefined {
  const checks = (defOf(schema).checks ?? []) as Array<{ kind: string; regex?: RegExp; message?: string }>;
  const regex = checks.find((check) => check.kind === "regex" && check.regex);
  return regex?.regex ? [regex.regex.source, regex.message ?? "has the wrong form"] : undefined;
}

interface Context {
  /** The data file the field belongs to ("products.json"), for the translation rules. */
  file: string;
  /** Whether the editor shows an Arabic column (record collections). */
  translated: boolean;
  /** Extra options by dotted path ("technologies": a relation to the technologies). */
  overrides: Readonly<Record<string, Partial<DecapField>>>;
}

function i18nFlag(context: Context, path: string[], isText: boolean): Pick<DecapField, "i18n"> {
  if (!context.translated) return {};
  return isTranslated(context.file, path, isText) ? { i18n: true } : {};
}

/** The Decap field of one schema at `path` (dotted names from the record). */
export function decapField(name: string, schema: z.ZodTypeAny, context: Context, path: string[] = [name]): DecapField {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const base = { name, label: fieldLabel(name), required: !optional };
  const override = context.overrides[path.join(".")] ?? {};
  switch (def.typeName) {
    case "ZodString": {
      const pattern = patternOf(inner);
      const image = IMAGE_FIELDS.has(name);
      return {
        ...base,
        widget: image ? "image" : LONG_TEXTS.has(name) ? "text" : "string",
        ...(pattern && !image ? { pattern } : {}),
        ...i18nFlag(context, path, true),
        ...override,
      };
    }
    case "ZodNumber": {
      const checks = (def.checks ?? []) as Array<{ kind: string; value?: number; inclusive?: boolean }>;
      const min = checks.find((check) => check.kind === "min");
      const max = checks.find((check) => check.kind === "max");
      return {
        ...base,
        widget: "number",
        value_type: checks.some((check) => check.kind === "int") ? "int" : "float",
        ...(min?.value !== undefined ? { min: min.inclusive === false ? min.value + 1 : min.value } : {}),
        ...(max?.value !== undefined ? { max: max.value } : {}),
        ...override,
      };
    }
    case "ZodEnum":
      return { ...base, widget: "select", options: [...(def.values as string[])], ...override };
    case "ZodArray": {
      const element = def.type as z.ZodTypeAny;
      const minLength = (def.minLength as { value: number } | null)?.value;
      const maxLength = (def.maxLength as { value: number } | null)?.value;
      const exact = (def.exactLength as { value: number } | null)?.value;
      const lengths = {
        ...(exact !== undefined ? { min: exact, max: exact } : {}),
        ...(minLength !== undefined ? { min: minLength } : {}),
        ...(maxLength !== undefined ? { max: maxLength } : {}),
      };
      // A list the override edits with another widget (a relation picking several records).
      if (override.widget && override.widget !== "list") {
        return { ...base, ...lengths, ...override, widget: override.widget };
      }
      // The item has the list's path: the list's own override is not the item's.
      const itemOverrides = Object.fromEntries(
        Object.entries(context.overrides).filter(([dotted]) => dotted !== path.join(".")),
      );
      const item = decapField(name, element, { ...context, overrides: itemOverrides }, path);
      const { inner: elementInner } = unwrap(element);
      const objects = defOf(elementInner).typeName === "ZodObject";
      return {
        ...base,
        widget: "list",
        ...(objects ? { fields: item.fields } : { field: { ...item, label: base.label } }),
        ...lengths,
        ...(item.i18n || item.fields?.some((field) => field.i18n) ? { i18n: true } : {}),
        ...override,
      };
    }
    case "ZodObject": {
      const shape = (def.shape as () => Record<string, z.ZodTypeAny>)();
      const fields = Object.entries(shape).map(([key, child]) => decapField(key, child, context, [...path, key]));
      return {
        ...base,
        widget: "object",
        fields,
        ...(fields.some((field) => field.i18n) ? { i18n: true } : {}),
        ...override,
      };
    }
    default:
      throw new Error(`admin-editor: no form field for ${def.typeName} at ${context.file} ${path.join(".")}`);
  }
}

/** The fields of a record schema (a zod object), in its order. */
export function recordFields(
  schema: z.ZodTypeAny,
  file: string,
  translated: boolean,
  overrides: Readonly<Record<string, Partial<DecapField>>> = {},
): DecapField[] {
  const { inner } = unwrap(schema);
  const object = defOf(inner).typeName === "ZodArray" ? unwrap(defOf(inner).type as z.ZodTypeAny).inner : inner;
  const field = decapField("record", object, { file, translated, overrides }, []);
  return (field.fields ?? []).map((child) => ({ ...child, ...(overrides[child.name] ?? {}) }));
}
