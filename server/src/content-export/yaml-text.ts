import { Document, parse, Scalar, stringify, visit } from 'yaml';

/**
 * The one way exported files are written, so that two exports of the same database are byte-identical
 * and a file exported, imported and exported again is too: keys in the order given (the record's own),
 * 2-space indentation with list items indented as content/ writes them, no line folding (a paragraph
 * stays one line, as in the hand-written files, and diffs stay per paragraph), multi-line text as `|`
 * blocks, text that must be quoted in double quotes on one line with JSON's escapes (yaml 2.9 can
 * write multi-line double-quoted text that reads back otherwise), and never anchors or aliases (each
 * record stands alone, as in the hand-written files).
 */
const OPTIONS = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  blockQuote: 'literal',
  doubleQuotedAsJSON: true,
} as const;

/**
 * Whether the `|` block the writer would choose for a record's text reads back as that text. Not always:
 * text of blank lines with spaces (" \n") comes back without them (yaml 2.9), so such text is written
 * double-quoted. Tried as a mapping's value, where every text of a file stands.
 */
function blockKeeps(text: string): boolean {
  try {
    return (parse(stringify({ text }, OPTIONS)) as { text: unknown }).text === text;
  } catch {
    return false;
  }
}

/** A file's value (a list of records or one record) as YAML text. */
export function yamlText(value: unknown): string {
  const document = new Document(value, { aliasDuplicateObjects: false });
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n') && !blockKeeps(node.value)) {
        node.type = Scalar.QUOTE_DOUBLE;
      }
    },
  });
  return document.toString(OPTIONS);
}
