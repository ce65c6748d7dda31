import { type FieldProps, useField } from './shell.tsx';

/** A field whose shape the form has no input for: shown as it is stored, and kept as it is. */
export function KeptField(props: FieldProps) {
  const { s, text } = useField(props);
  if (props.value === undefined) return null;
  return (
    <div className="field kept-field">
      <span>{text}</span>
      <p className="hint">{s.notEditable}</p>
      <pre>{JSON.stringify(props.value, null, 2)}</pre>
    </div>
  );
}
