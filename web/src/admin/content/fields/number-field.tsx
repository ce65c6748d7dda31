import { ControlShell, type FieldProps, useControl } from './shell.tsx';

/** A number, or a whole number (a count, an order), within the schema's bounds. */
export function NumberField(props: FieldProps) {
  const { kind, schema, readOnly, control, label, emptied } = useControl(props);
  const { value, onChange, path } = props;
  const whole = kind === 'integer';
  return (
    <ControlShell label={label} path={path}>
      <input
        {...control}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        step={whole ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        readOnly={readOnly}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? emptied : Number(e.target.value))}
      />
    </ControlShell>
  );
}
