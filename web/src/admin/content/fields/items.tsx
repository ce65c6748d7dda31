import { type ReactNode, useContext } from 'react';
import { formatMessage } from '../../../i18n/format-message.ts';
import { useLanguage } from '../../language.tsx';
import { FormContext } from '../form-context.ts';
import { useEditorStrings } from '../use-editor-strings.ts';
import { type FieldProps, GroupShell } from './shell.tsx';

/** A button acting on the item numbered `n` (1 for the first), named for screen readers by `template` with `n`. */
export function ItemButton({
  template,
  n,
  disabled,
  onClick,
  children,
}: {
  template: string;
  n: number;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { lang } = useLanguage();
  return (
    <button
      type="button"
      className="quiet"
      disabled={disabled}
      onClick={onClick}
      aria-label={formatMessage(lang, template, { n })}
    >
      {children}
    </button>
  );
}

/**
 * The items of a list or a dictionary in their group, numbered: each with its buttons (its moves, where
 * it has any, and its removal), then a button adding one. A reader sees the items alone.
 */
export function Items<T>({
  field,
  className,
  legend,
  items,
  itemClassName,
  item,
  moves,
  remove,
  add,
  addLabel,
}: {
  /** The list's own field: its place, language, required mark and refusal are the group's. */
  field: FieldProps;
  className: string;
  legend: string;
  items: T[];
  itemClassName: string;
  item: (item: T, i: number) => ReactNode;
  moves?: (i: number) => ReactNode;
  remove: (i: number) => void;
  add: () => void;
  addLabel: string;
}) {
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  return (
    <GroupShell
      className={className}
      legend={legend}
      context={field.context}
      suffix={field.labelSuffix}
      marked={field.required}
      labelled
      errorPath={field.path}
    >
      <ol className="list-items">
        {items.map((one, i) => (
          // Items have no ids of their own (an entry's name is what is being edited): the index is their
          // identity while the form is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className={itemClassName}>
            {item(one, i)}
            {!readOnly && (
              <div className="item-actions">
                {moves?.(i)}
                <ItemButton template={s.removeItem} n={i + 1} onClick={() => remove(i)}>
                  {s.remove}
                </ItemButton>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" className="quiet add-item" onClick={add}>
          + {addLabel}
        </button>
      )}
    </GroupShell>
  );
}
