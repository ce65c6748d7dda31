import { shapeOf } from '../json-schema.ts';
import { useRecordOptions } from '../use-record-options.ts';
import { Choice } from './choice-field.tsx';
import type { FieldProps } from './shell.tsx';

/**
 * A field naming a record of another collection (an announcement's kind): a choice among that
 * collection's records, read as the field is shown; a value the list does not hold (yet) stays shown
 * as it is.
 */
export function ReferenceField(props: FieldProps) {
  // A node is a reference only where it names its collection (json-schema.ts, kindOf).
  const records = useRecordOptions(shapeOf(props.node).schema.collection ?? '');
  const value = typeof props.value === 'string' ? props.value : '';
  const known = records?.some((o) => o.id === value) ?? true;
  const options = [
    ...(!known && value ? [{ value, label: value }] : []),
    ...(records ?? []).map((o) => ({ value: o.id, label: o.label })),
  ];
  return <Choice field={props} options={options} />;
}
