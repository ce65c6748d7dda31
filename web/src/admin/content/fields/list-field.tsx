import { formatMessage } from '../../../i18n/format-message.ts';
import { emptyValue } from '../json-schema.ts';
import { ItemButton, Items } from './items.tsx';
import { type GroupProps, placeIn, useField } from './shell.tsx';

/** A list (attachments, figures, rows, institutions): items added, removed and moved. */
export function ListField(props: GroupProps) {
  const { Field, name, value, onChange, path, required, labelSuffix, textLang, context } = props;
  const { lang, s, schema, text: listName } = useField(props);
  const items = Array.isArray(value) ? value : [];
  const itemNode = schema.items ?? {};
  // An optional list emptied leaves the record, as in a YAML file without it.
  const set = (next: unknown[]) => onChange(next.length === 0 && !required ? undefined : next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <Items
      field={props}
      className="list-field"
      legend={listName}
      items={items}
      itemClassName="list-item"
      item={(item, i) => (
        <Field
          name={name}
          label={formatMessage(lang, s.itemN, { n: i + 1 })}
          labelSuffix={labelSuffix}
          context={placeIn(listName, context)}
          node={itemNode}
          value={item}
          required
          path={`${path}[${i}]`}
          textLang={textLang}
          onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
        />
      )}
      moves={(i) => (
        <>
          <ItemButton template={s.moveUp} n={i + 1} disabled={i === 0} onClick={() => move(i, i - 1)}>
            ↑
          </ItemButton>
          <ItemButton template={s.moveDown} n={i + 1} disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
            ↓
          </ItemButton>
        </>
      )}
      remove={(i) => set(items.filter((_, j) => j !== i))}
      add={() => set([...items, emptyValue(itemNode)])}
      addLabel={s.addItem}
    />
  );
}
