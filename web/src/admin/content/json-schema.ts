/**
 * The part of JSON Schema (draft 2020-12) the server's record schemas use (zod's `toJSONSchema` of the
 * importer's schemas), and what a form makes of each node. Nothing here knows a collection: a field
 * added to a type on the server appears in the form by its schema alone.
 */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  /** Alternatives, exactly one of which a value matches (a page's blocks, told apart by their `type`). */
  oneOf?: JsonSchema[];
  /** The schema of every value of an object whose keys are free (a page's labels by name). */
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  contentMediaType?: string;
  /** With `format: record-ref`: the collection whose record ids the value is one of. */
  collection?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
}

/** What a form shows for a schema node. */
export type FieldKind =
  | 'text'
  | 'paragraph'
  | 'markdown'
  | 'media'
  | 'date'
  | 'datetime'
  | 'url'
  | 'number'
  | 'integer'
  | 'choice'
  | 'reference'
  | 'flag'
  | 'boolean'
  | 'pair'
  | 'object'
  | 'list'
  | 'variant'
  | 'dictionary'
  | 'flagOrText'
  | 'unknown';

export interface FieldShape {
  kind: FieldKind;
  /** The node without its `null` alternative. */
  schema: JsonSchema;
  /** `null` is a valid value (an optional image, a payment date not set yet). */
  nullable: boolean;
}

const isNull = (s: JsonSchema) => s.type === 'null';

/** A `{ zh, en }` object of two texts (a name in both languages): shown as one row, side by side. */
export function isLanguagePair(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return (
    schema.type === 'object' &&
    keys.length === 2 &&
    keys.includes('zh') &&
    keys.includes('en') &&
    keys.every((k) => schema.properties?.[k]?.type === 'string')
  );
}

export function shapeOf(node: JsonSchema): FieldShape {
  const others = node.anyOf?.filter((s) => !isNull(s));
  const nullable = Boolean(node.anyOf?.some(isNull));
  const schema = others?.length === 1 && others[0] ? others[0] : node;
  return { kind: kindOf(schema), schema, nullable };
}

/** The alternatives of a node that is one of several shapes (oneOf, or anyOf of more than one non-null). */
export function alternativesOf(node: JsonSchema): JsonSchema[] {
  return (node.oneOf ?? node.anyOf ?? []).filter((s) => !isNull(s));
}

/** The `type` an alternative of a variant fixes (`text`, `cards`), or undefined. */
export const variantTag = (alternative: JsonSchema): string | undefined => {
  const tag = alternative.properties?.type?.const;
  return typeof tag === 'string' ? tag : undefined;
};

/** The alternative of a variant a value is (by its `type`), or undefined. */
export function variantOf(node: JsonSchema, value: unknown): JsonSchema | undefined {
  const tag = value && typeof value === 'object' ? (value as Record<string, unknown>).type : undefined;
  return alternativesOf(node).find((a) => variantTag(a) === tag);
}

function kindOfAlternatives(s: JsonSchema): FieldKind | null {
  const alternatives = alternativesOf(s);
  if (alternatives.length < 2) return null;
  if (alternatives.every((a) => a.type === 'object' && variantTag(a) !== undefined)) return 'variant';
  // `sample`: `true` (the standard note) or a text saying which part is illustrative.
  const [a, b] = alternatives;
  if (alternatives.length === 2 && a?.type === 'boolean' && a.const === true && b?.type === 'string')
    return 'flagOrText';
  return 'unknown';
}

function kindOf(s: JsonSchema): FieldKind {
  const several = kindOfAlternatives(s);
  if (several) return several;
  if (s.enum) return 'choice';
  switch (s.type) {
    case 'string':
      if (s.contentMediaType === 'text/markdown') return 'markdown';
      if (s.contentMediaType === 'text/plain') return 'paragraph';
      if (s.format === 'media-path') return 'media';
      if (s.format === 'record-ref' && s.collection) return 'reference';
      if (s.format === 'date') return 'date';
      if (s.format === 'date-time') return 'datetime';
      if (s.format === 'uri') return 'url';
      return 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return s.const === true ? 'flag' : 'boolean';
    case 'object':
      if (isLanguagePair(s)) return 'pair';
      return !s.properties && typeof s.additionalProperties === 'object' ? 'dictionary' : 'object';
    case 'array':
      return 'list';
    default:
      return 'unknown';
  }
}

/**
 * The value a new field starts with: empty texts, empty lists (or one empty item where at least one
 * is required), objects with their required fields. Optional fields stay out, as in the YAML files.
 */
export function emptyValue(node: JsonSchema): unknown {
  const { kind, schema, nullable } = shapeOf(node);
  // A fixed value (a block's `type`) is that value.
  if (schema.const !== undefined && schema.type !== 'boolean') return schema.const;
  switch (kind) {
    case 'variant': {
      const first = alternativesOf(schema)[0];
      return first ? emptyValue(first) : {};
    }
    case 'dictionary':
      return {};
    case 'flagOrText':
      return true;
    case 'pair':
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const child = schema.properties?.[key];
        if (child) value[key] = emptyValue(child);
      }
      return value;
    }
    case 'list':
      return schema.items && (schema.minItems ?? 0) > 0 ? [emptyValue(schema.items)] : [];
    case 'boolean':
      return false;
    case 'flag':
    case 'number':
    case 'integer':
      return undefined;
    default:
      return nullable && kind === 'media' ? null : '';
  }
}

/** The object with one field set, or left out when `value` is undefined. */
export function withField(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...object };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** A record's fields split as the editor lays them out: the common ones, then the two language blocks. */
export function splitRecordSchema(schema: JsonSchema): {
  common: [string, JsonSchema][];
  block: JsonSchema | null;
} {
  const entries = Object.entries(schema.properties ?? {});
  const zh = schema.properties?.zh;
  const block = zh && shapeOf(zh).kind === 'object' ? shapeOf(zh).schema : null;
  return { common: block ? entries.filter(([k]) => k !== 'zh' && k !== 'en') : entries, block };
}

/**
 * A required field without a value: none at all (null only where null is not a value), or a blank
 * text where the schema wants one (`minLength`, a choice, a date, a pattern). Some texts may be empty
 * (the site's analytics id).
 */
function isMissing(node: JsonSchema, value: unknown): boolean {
  const { schema, nullable } = shapeOf(node);
  if (value === undefined || (value === null && !nullable)) return true;
  if (typeof value !== 'string' || value.trim() !== '') return false;
  const needsText = (schema.minLength ?? 0) > 0 || schema.enum !== undefined || schema.format !== undefined;
  return needsText || (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value));
}

/**
 * The paths (as the server names fields: `zh.title`, `zh.attachments[0].file`) of the required fields
 * a value leaves empty: an empty text, no value, an empty list that needs an item. What is there is
 * looked into (an attachment's file); what is left out and optional is not.
 */
export function missingFields(node: JsonSchema, value: unknown, path: string): string[] {
  const { kind, schema } = shapeOf(node);
  if (kind === 'variant') {
    const alternative = variantOf(schema, value);
    return alternative ? missingFields(alternative, value, path) : [];
  }
  if ((kind === 'object' || kind === 'pair') && value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => {
      const at = path ? `${path}.${key}` : key;
      if (schema.required?.includes(key) && isMissing(child, object[key])) return [at];
      return object[key] === undefined ? [] : missingFields(child, object[key], at);
    });
  }
  if (kind === 'list' && Array.isArray(value)) {
    if (value.length === 0) return (schema.minItems ?? 0) > 0 ? [path] : [];
    const items = schema.items;
    return items ? value.flatMap((item, i) => missingFields(items, item, `${path}[${i}]`)) : [];
  }
  return [];
}
