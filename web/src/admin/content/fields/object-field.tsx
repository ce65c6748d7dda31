import { emptyValue, withField } from '../json-schema.ts';
import { type GroupProps, GroupShell, placeIn, useField } from './shell.tsx';

/** A record's object with its own fields, in a group; an optional one is added and removed as a whole. */
export function ObjectField(props: GroupProps) {
  const { Field, node, value, onChange, path, required, labelSuffix, textLang, context } = props;
  const { s, schema, readOnly, text: legend } = useField(props);
  if (value === undefined || value === null) {
    return (
      <div className="field absent-field">
        <span>{legend}</span>
        {!readOnly && (
          <button type="button" className="quiet" onClick={() => onChange(emptyValue(node))}>
            {s.add}
          </button>
        )}
      </div>
    );
  }
  const object = value as Record<string, unknown>;
  return (
    <GroupShell className="object-field" legend={legend} context={context} suffix={labelSuffix} errorPath={path}>
      {Object.entries(schema.properties ?? {})
        // A fixed value (a block's `type`, chosen above it) has nothing to edit.
        .filter(([, child]) => child.const === undefined || child.type === 'boolean')
        .map(([key, child]) => (
          <Field
            key={key}
            name={key}
            node={child}
            value={object[key]}
            required={schema.required?.includes(key) ?? false}
            path={`${path}.${key}`}
            labelSuffix={labelSuffix}
            context={placeIn(legend, context)}
            textLang={textLang}
            onChange={(v) => onChange(withField(object, key, v))}
          />
        ))}
      {!required && !readOnly && (
        <button type="button" className="quiet" onClick={() => onChange(undefined)}>
          {s.remove}
        </button>
      )}
    </GroupShell>
  );
}
