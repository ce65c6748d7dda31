import { optionName } from '../content-names.ts';
import { fieldId } from '../form-context.ts';
import { alternativesOf, emptyValue, variantOf, variantTag } from '../json-schema.ts';
import { KeptField } from './kept-field.tsx';
import { ObjectField } from './object-field.tsx';
import { type GroupProps, Hidden, placeIn, useField } from './shell.tsx';

/**
 * One of several shapes told apart by their `type` (a page's blocks): the kind chosen from a list, then
 * that kind's fields. Choosing another kind starts it empty (the fields of one kind are not another's).
 */
export function VariantField(props: GroupProps) {
  const { value, onChange, path, context } = props;
  const { lang, s, schema, readOnly, text: legend } = useField(props);
  const alternatives = alternativesOf(schema);
  const current = variantOf(schema, value);
  const id = fieldId(`${path}.type`);
  return (
    <div className="variant-field">
      <div className="field">
        <label htmlFor={id}>
          {s.blockKind}
          <Hidden context={placeIn(legend, context)} />
        </label>
        <select
          id={id}
          value={current ? variantTag(current) : ''}
          disabled={readOnly}
          onChange={(e) => {
            const chosen = alternatives.find((a) => variantTag(a) === e.target.value);
            if (chosen) onChange(emptyValue(chosen));
          }}
        >
          {!current && <option value="">—</option>}
          {alternatives.map((a) => {
            const tag = variantTag(a) ?? '';
            return (
              <option key={tag} value={tag}>
                {optionName(tag, lang)}
              </option>
            );
          })}
        </select>
      </div>
      {current ? <ObjectField {...props} node={current} /> : <KeptField {...props} />}
    </div>
  );
}
