import { fieldId } from '../form-context.ts';
import { alternativesOf } from '../json-schema.ts';
import { type GroupProps, GroupShell, placeIn, useField } from './shell.tsx';

/**
 * `true` (the standard "sample content" note) or a note in own words: a choice of the two, then the
 * words. The words are a field of the same path, which shows the server's refusal.
 */
export function FlagOrTextField(props: GroupProps) {
  const { Field, name, value, onChange, path, required, labelSuffix, textLang, context } = props;
  const { s, schema, readOnly, text: legend } = useField(props);
  const own = typeof value === 'string';
  const words = alternativesOf(schema).find((a) => a.type === 'string') ?? { type: 'string' };
  return (
    <GroupShell
      className="object-field flag-or-text"
      legend={legend}
      context={context}
      suffix={labelSuffix}
      marked={required}
    >
      <select
        id={fieldId(path)}
        aria-label={legend}
        disabled={readOnly}
        value={value === undefined ? '' : own ? 'text' : 'true'}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true' ? true : '')}
      >
        {!required && <option value="">—</option>}
        <option value="true">{s.sampleStandard}</option>
        <option value="text">{s.sampleOwnWords}</option>
      </select>
      {own && (
        <Field
          name={name}
          label={s.sampleOwnWords}
          node={words}
          value={value}
          required
          path={path}
          labelSuffix={labelSuffix}
          textLang={textLang}
          context={placeIn(legend, context)}
          onChange={onChange}
        />
      )}
    </GroupShell>
  );
}
