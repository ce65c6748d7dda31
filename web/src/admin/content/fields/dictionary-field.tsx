import { formatMessage } from '../../../i18n/format-message.ts';
import { fieldId } from '../form-context.ts';
import { Items } from './items.tsx';
import { type GroupProps, Hidden, placeIn, useField } from './shell.tsx';

/** Texts by name (a page's interface words): each entry's name and text, entries added and removed. */
export function DictionaryField(props: GroupProps) {
  const { Field, value, onChange, path, required, labelSuffix, textLang, context } = props;
  const { lang, s, schema, readOnly, text: legend } = useField(props);
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  const valueNode = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const set = (next: [string, unknown][]) =>
    onChange(next.length === 0 && !required ? undefined : Object.fromEntries(next));
  return (
    <Items
      field={props}
      className="list-field dictionary-field"
      legend={legend}
      items={entries}
      itemClassName="list-item dictionary-entry"
      item={([key, text], i) => {
        const keyId = fieldId(`${path}[${i}].key`);
        return (
          <>
            <div className="field">
              <label htmlFor={keyId}>
                {s.entryKey}
                <Hidden context={placeIn(`${formatMessage(lang, s.itemN, { n: i + 1 })} · ${legend}`, context)} />
              </label>
              <input
                id={keyId}
                readOnly={readOnly}
                value={key}
                onChange={(e) => set(entries.map((old, j) => (j === i ? [e.target.value, old[1]] : old)))}
              />
            </div>
            <Field
              name="value"
              label={s.entryValue}
              context={placeIn(`${key} · ${legend}`, context)}
              node={valueNode}
              value={text}
              required
              path={`${path}.${key}`}
              labelSuffix={labelSuffix}
              textLang={textLang}
              onChange={(v) => set(entries.map((old, j) => (j === i ? [old[0], v ?? ''] : old)))}
            />
          </>
        );
      }}
      remove={(i) => set(entries.filter((_, j) => j !== i))}
      add={() => set([...entries, ['', '']])}
      addLabel={s.addEntry}
    />
  );
}
