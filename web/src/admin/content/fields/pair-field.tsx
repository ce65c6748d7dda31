import { withField } from '../json-schema.ts';
import { type GroupProps, GroupShell, placeIn, useField } from './shell.tsx';

/** A name in both languages (`{ zh, en }` of texts): one row, the two inputs side by side. */
export function PairField(props: GroupProps) {
  const { Field, value, onChange, path, required, context } = props;
  const { s, schema, text: legend } = useField(props);
  const pair = (value ?? {}) as Record<string, unknown>;
  return (
    <GroupShell className="pair-field" legend={legend} marked={required} errorPath={path}>
      <div className="pair-inputs">
        {(['zh', 'en'] as const).map((side) => (
          <Field
            key={side}
            name={side}
            label={side === 'zh' ? s.chinese : s.english}
            context={placeIn(legend, context)}
            node={schema.properties?.[side] ?? {}}
            value={pair[side]}
            required={schema.required?.includes(side) ?? false}
            path={`${path}.${side}`}
            textLang={side}
            onChange={(v) => onChange(withField(pair, side, v))}
          />
        ))}
      </div>
    </GroupShell>
  );
}
