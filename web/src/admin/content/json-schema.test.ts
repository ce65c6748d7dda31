import { describe, expect, it } from 'vitest';
import {
  emptyValue,
  isLanguagePair,
  type JsonSchema,
  missingFields,
  shapeOf,
  splitRecordSchema,
  variantOf,
} from './json-schema.ts';

const text: JsonSchema = { type: 'string', minLength: 1 };
const media: JsonSchema = { type: 'string', format: 'media-path' };
const block: JsonSchema = {
  type: 'object',
  properties: {
    title: text,
    body: { type: 'string', minLength: 1, contentMediaType: 'text/markdown' },
    attachments: {
      type: 'array',
      items: { type: 'object', properties: { title: text, file: media }, required: ['title', 'file'] },
    },
  },
  required: ['title', 'body'],
};
/** The shape zod's toJSONSchema gives a news article (server/test/admin-content-schema.test.ts checks the server side). */
const article: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    date: { type: 'string', format: 'date' },
    cover: { anyOf: [media, { type: 'null' }] },
    sample: { type: 'boolean', const: true },
    category: { type: 'string', enum: ['company', 'media'] },
    zh: block,
    en: block,
  },
  required: ['id', 'date', 'category', 'zh'],
};

describe('what a form makes of a record schema', () => {
  it('names each node by what it edits', () => {
    const props = article.properties as Record<string, JsonSchema>;
    expect(shapeOf(props.id as JsonSchema).kind).toBe('text');
    expect(shapeOf(props.date as JsonSchema).kind).toBe('date');
    expect(shapeOf(props.cover as JsonSchema)).toEqual({ kind: 'media', schema: media, nullable: true });
    expect(shapeOf(props.sample as JsonSchema).kind).toBe('flag');
    expect(shapeOf(props.category as JsonSchema).kind).toBe('choice');
    expect(shapeOf(block.properties?.body as JsonSchema).kind).toBe('markdown');
    expect(shapeOf(block.properties?.attachments as JsonSchema).kind).toBe('list');
    expect(shapeOf({ type: 'integer' }).kind).toBe('integer');
    expect(shapeOf({ type: 'string', format: 'uri' }).kind).toBe('url');
    expect(shapeOf({ type: 'string', format: 'record-ref', collection: 'noticeTypes' }).kind).toBe('reference');
    // A reference without its collection cannot offer records: it stays a text.
    expect(shapeOf({ type: 'string', format: 'record-ref' }).kind).toBe('text');
    expect(shapeOf({ type: 'string', format: 'date-time' }).kind).toBe('datetime');
    expect(shapeOf({ type: 'string', contentMediaType: 'text/plain' }).kind).toBe('paragraph');
    expect(shapeOf({}).kind).toBe('unknown');
  });

  it('sees a name in both languages as one pair, and nothing else', () => {
    const pair = { type: 'object', properties: { zh: text, en: text }, required: ['zh', 'en'] };
    expect(isLanguagePair(pair)).toBe(true);
    expect(shapeOf(pair).kind).toBe('pair');
    expect(isLanguagePair({ type: 'object', properties: { zh: block, en: block } })).toBe(false);
    expect(isLanguagePair({ type: 'object', properties: { zh: text, en: text, note: text } })).toBe(false);
  });

  it('starts a new record with its required fields only, empty', () => {
    expect(emptyValue(article)).toEqual({ id: '', date: '', category: '', zh: { title: '', body: '' } });
    expect(emptyValue({ type: 'array', items: text, minItems: 1 })).toEqual(['']);
    expect(emptyValue({ type: 'array', items: text })).toEqual([]);
    expect(emptyValue({ anyOf: [media, { type: 'null' }] })).toBeNull();
    expect(emptyValue({ type: 'number' })).toBeUndefined();
  });

  it('splits a record into its common fields and the language block', () => {
    const { common, block: found } = splitRecordSchema(article);
    expect(common.map(([k]) => k)).toEqual(['id', 'date', 'cover', 'sample', 'category']);
    expect(found).toBe(block);
    const quote: JsonSchema = {
      type: 'object',
      properties: { code: text, name: { type: 'object', properties: { zh: text, en: text } } },
    };
    expect(splitRecordSchema(quote)).toEqual({ common: Object.entries(quote.properties ?? {}), block: null });
  });

  it("makes a page's blocks a choice of kinds, its labels a list of named texts, and `sample` a flag or words", () => {
    const kind = (tag: string, fields: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
      type: 'object',
      properties: { type: { type: 'string', const: tag }, ...fields },
      required: ['type', ...required],
    });
    const blocks: JsonSchema = {
      oneOf: [
        kind('text', { heading: text, paragraphs: { type: 'array', minItems: 1, items: text } }, ['paragraphs']),
        kind('highlight', { text }, ['text']),
      ],
    };
    expect(shapeOf(blocks).kind).toBe('variant');
    expect(variantOf(blocks, { type: 'highlight', text: '让人们吃上放心猪肉' })?.properties?.text).toEqual(text);
    expect(variantOf(blocks, { type: 'table' })).toBeUndefined();
    // A new block is the first kind with its fixed type and required fields.
    expect(emptyValue(blocks)).toEqual({ type: 'text', paragraphs: [''] });
    expect(shapeOf({ type: 'object', additionalProperties: text }).kind).toBe('dictionary');
    expect(emptyValue({ type: 'object', additionalProperties: text })).toEqual({});
    const sample: JsonSchema = { anyOf: [{ type: 'boolean', const: true }, text] };
    expect(shapeOf(sample).kind).toBe('flagOrText');
    expect(shapeOf({ anyOf: [{ type: 'number' }, text] }).kind).toBe('unknown');
  });

  it('finds the required fields a record leaves empty, by the paths the server names them with', () => {
    expect(missingFields(article, emptyValue(article), '')).toEqual(['id', 'date', 'category', 'zh.title', 'zh.body']);
    const filled = {
      id: 'n1',
      date: '2026-11-20',
      category: 'company',
      zh: { title: '标题', body: ' ', attachments: [{ title: '附件', file: '' }] },
      en: { title: 'Title', body: 'Text' },
    };
    expect(missingFields(article, filled, '')).toEqual(['zh.body', 'zh.attachments[0].file']);
    // A text that may be empty is not missing (the site's analytics id); a null where null is a value neither.
    const settings: JsonSchema = {
      type: 'object',
      properties: { id: { type: 'string' }, cover: { anyOf: [media, { type: 'null' }] } },
      required: ['id', 'cover'],
    };
    expect(missingFields(settings, { id: '', cover: null }, '')).toEqual([]);
    expect(missingFields(settings, {}, '')).toEqual(['id', 'cover']);
    // A list that needs an item, and a block's own required fields (its kind's).
    expect(missingFields({ type: 'array', items: text, minItems: 1 }, [], 'paragraphs')).toEqual(['paragraphs']);
    const highlight: JsonSchema = {
      type: 'object',
      properties: { type: { type: 'string', const: 'highlight' }, text },
      required: ['type', 'text'],
    };
    const quote: JsonSchema = { ...highlight, properties: { type: { type: 'string', const: 'quote' }, text } };
    expect(missingFields({ oneOf: [quote, highlight] }, { type: 'highlight', text: '' }, 'blocks[0]')).toEqual([
      'blocks[0].text',
    ]);
  });
});
