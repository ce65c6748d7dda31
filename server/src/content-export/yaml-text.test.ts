import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { yamlText } from './yaml-text.ts';

/** Values as the documents hold them: JSON (so no -0, no undefined), with text such as the content has. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.constantFrom('', ' ', '  indented', '# not a comment', '- item', 'a: b', 'true', '2.45', '2022-01-10', '~'),
      ),
      { maxLength: 6 },
    )
    .map((lines) => lines.join('\n')),
);
const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text);
/** A file's value: a list of records, or one record. */
const file = fc
  .oneof(fc.array(fc.dictionary(fc.string(), value)), fc.dictionary(fc.string(), value))
  .map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('yamlText', () => {
  it('writes what the yaml parser reads back as the same value, and the same text every time', () => {
    fc.assert(
      fc.property(file, (value) => {
        const written = yamlText(value);
        expect(parse(written)).toEqual(value);
        expect(yamlText(parse(written))).toBe(written);
      }),
      { numRuns: 500 },
    );
  });

  it('writes multi-line text as a literal block and keeps long lines whole', () => {
    const paragraph = '很长的一段文字'.repeat(30);
    expect(yamlText({ body: `${paragraph}\n\nSecond paragraph.\n` })).toBe(
      `body: |\n  ${paragraph}\n\n  Second paragraph.\n`,
    );
  });
});
