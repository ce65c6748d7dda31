import { asText, ControlShell, type FieldProps, useControl } from './shell.tsx';

/** A line of text, a date, a date and time (typed, with its zone), an address, or a paragraph of plain text. */
export function TextField(props: FieldProps) {
  const { kind, s, readOnly, control, label, setText } = useControl(props);
  const input = {
    ...control,
    readOnly,
    value: asText(props.value),
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
  };
  return (
    <ControlShell label={label} path={props.path}>
      {kind === 'paragraph' ? (
        <textarea {...input} className="paragraph" rows={3} />
      ) : (
        <input
          {...input}
          type={kind === 'date' ? 'date' : kind === 'url' ? 'url' : 'text'}
          placeholder={kind === 'datetime' ? s.dateTimeHint : undefined}
        />
      )}
    </ControlShell>
  );
}
