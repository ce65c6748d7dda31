import type { ReactNode } from 'react';
import { CheckField } from './fields/check-field.tsx';
import { ChoiceField } from './fields/choice-field.tsx';
import { DictionaryField } from './fields/dictionary-field.tsx';
import { FlagOrTextField } from './fields/flag-or-text-field.tsx';
import { KeptField } from './fields/kept-field.tsx';
import { ListField } from './fields/list-field.tsx';
import { MarkdownField } from './fields/markdown-field.tsx';
import { MediaField } from './fields/media-field.tsx';
import { NumberField } from './fields/number-field.tsx';
import { ObjectField } from './fields/object-field.tsx';
import { PairField } from './fields/pair-field.tsx';
import { ReferenceField } from './fields/reference-field.tsx';
import type { FieldProps, GroupProps } from './fields/shell.tsx';
import { TextField } from './fields/text-field.tsx';
import { VariantField } from './fields/variant-field.tsx';
import { type FieldKind, shapeOf } from './json-schema.ts';

/** The kind of field each shape of node is drawn as (fields/: one file a kind, in the shells of fields/shell.tsx). */
const KINDS: Record<FieldKind, (props: GroupProps) => ReactNode> = {
  text: TextField,
  paragraph: TextField,
  date: TextField,
  datetime: TextField,
  url: TextField,
  markdown: MarkdownField,
  media: MediaField,
  number: NumberField,
  integer: NumberField,
  choice: ChoiceField,
  reference: ReferenceField,
  flag: CheckField,
  boolean: CheckField,
  pair: PairField,
  object: ObjectField,
  list: ListField,
  variant: VariantField,
  dictionary: DictionaryField,
  flagOrText: FlagOrTextField,
  unknown: KeptField,
};

/** One field of a record, drawn from its schema node; objects and lists draw their own fields with it. */
export function SchemaField(props: FieldProps): ReactNode {
  const Kind = KINDS[shapeOf(props.node).kind];
  return <Kind {...props} Field={SchemaField} />;
}
