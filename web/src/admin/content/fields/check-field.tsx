import { ControlShell, type FieldProps, Hidden, useControl } from './shell.tsx';

/**
 * Yes or no: a checkbox that holds its label. A flag (`const: true`, as a featured item) is written
 * only when it is set: unticked, it leaves the record.
 */
export function CheckField(props: FieldProps) {
  const { kind, text, readOnly, control } = useControl(props);
  const { value, onChange, path, context, labelSuffix } = props;
  return (
    <ControlShell className="check-field" path={path}>
      <label className="check" htmlFor={control.id}>
        <input
          {...control}
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          onChange={(e) => onChange(e.target.checked ? true : kind === 'flag' ? undefined : false)}
        />
        {text}
        <Hidden context={context} suffix={labelSuffix} />
      </label>
    </ControlShell>
  );
}
