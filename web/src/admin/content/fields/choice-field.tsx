import { optionName } from '../content-names.ts';
import { ControlShell, type FieldProps, useControl, useField } from './shell.tsx';

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A field holding one value among `options`. "None" is offered where the field may be left empty, or
 * is empty still; choosing it empties the field.
 */
export function Choice({ field, options }: { field: FieldProps; options: ChoiceOption[] }) {
  const { s, readOnly, control, label, setText } = useControl(field);
  const { value, required, path } = field;
  return (
    <ControlShell label={label} path={path}>
      <select
        {...control}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={readOnly}
        onChange={(e) => setText(e.target.value)}
      >
        {(!required || value === undefined || value === '') && <option value="">{s.none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ControlShell>
  );
}

/** One of the schema's values (a news item's category), each in words with the value it is stored as. */
export function ChoiceField(props: FieldProps) {
  const { lang, schema } = useField(props);
  const options = (schema.enum ?? []).map(String).map((value) => ({ value, label: optionName(value, lang) }));
  return <Choice field={props} options={options} />;
}
