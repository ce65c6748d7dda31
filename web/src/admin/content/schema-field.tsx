import { type ReactNode, useContext, useId } from 'react';
import { RequiredMark } from '../field.tsx';
import { useLanguage } from '../language.tsx';
import { fill } from '../strings.ts';
import { fieldName, optionName } from './content-names.ts';
import { FormContext, fieldId } from './form-context.ts';
import { alternativesOf, emptyValue, type JsonSchema, shapeOf, variantOf, variantTag } from './json-schema.ts';
import { MarkdownField } from './markdown-field.tsx';
import { MediaField } from './media-field.tsx';
import { useEditorStrings } from './use-editor-strings.ts';
import { useRecordOptions } from './use-record-options.ts';

/** The language the field's text is written in (`zh`/`en` blocks), for `lang` and screen readers. */
type TextLang = 'zh' | 'en' | undefined;
const HTML_LANG = { zh: 'zh-CN', en: 'en' } as const;

export interface SchemaFieldProps {
  /** The field's key (its name comes from content-names.ts, or is the key). */
  name: string;
  node: JsonSchema;
  value: unknown;
  /** `undefined` removes the field from the record (an optional field left empty). */
  onChange: (value: unknown) => void;
  /** Where the field is in the record, as the server names it in errors: `zh.title`, `en.attachments[0].file`. */
  path: string;
  required: boolean;
  /** Said after the name for screen readers (the column header says it to the eye): "（中文）". */
  labelSuffix?: string;
  /** The label instead of the field's name (an item of a list). */
  label?: string;
  /**
   * Where the field sits, said to screen readers after its name (` · 第 1 项 · 附件`): the title of an
   * attachment is then not announced as the article's title.
   */
  context?: string;
  textLang?: TextLang;
  /** A field that cannot change here (a saved record's id). */
  locked?: boolean;
}

/**
 * A field naming a record of another collection (an announcement's kind): a choice among that
 * collection's records; a value the list does not hold (yet) stays shown as it is.
 */
function ReferenceSelect({
  common,
  collection,
  value,
  disabled,
  noneLabel,
  onChange,
}: {
  common: Record<string, unknown>;
  collection: string;
  value: string;
  disabled: boolean;
  noneLabel: string | null;
  onChange: (value: string) => void;
}) {
  const options = useRecordOptions(collection);
  const known = options?.some((o) => o.id === value) ?? true;
  return (
    <select {...common} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {noneLabel !== null && <option value="">{noneLabel}</option>}
      {!known && value && <option value={value}>{value}</option>}
      {(options ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The words only screen readers hear: the field's place, then its language (shown on a phone, where columns stack). */
function Hidden({ context, suffix }: { context?: string; suffix?: string }) {
  return (
    <>
      {context && <span className="visually-hidden">{context}</span>}
      {suffix && <span className="visually-hidden lang-suffix">{suffix}</span>}
    </>
  );
}

function Label({
  htmlFor,
  text,
  suffix,
  context,
  required,
}: {
  htmlFor: string;
  text: string;
  suffix?: string;
  context?: string;
  required: boolean;
}) {
  return (
    <div className="field-label">
      <label htmlFor={htmlFor}>
        {text}
        <Hidden context={context} suffix={suffix} />
      </label>
      {required && <RequiredMark />}
    </div>
  );
}

function FieldError({ path }: { path: string }) {
  const { errors } = useContext(FormContext);
  const message = errors[path];
  return message ? (
    <p className="field-error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  ) : null;
}

/** One field of a record, drawn from its schema node; objects and lists draw their own fields. */
export function SchemaField(props: SchemaFieldProps): ReactNode {
  const { kind } = shapeOf(props.node);
  if (kind === 'object') return <ObjectField {...props} />;
  if (kind === 'list') return <ListField {...props} />;
  if (kind === 'pair') return <PairField {...props} />;
  if (kind === 'variant') return <VariantField {...props} />;
  if (kind === 'dictionary') return <DictionaryField {...props} />;
  if (kind === 'flagOrText') return <FlagOrTextField {...props} />;
  if (kind === 'unknown') return <KeptField {...props} />;
  return <ScalarField {...props} />;
}

/** Text, numbers, dates, choices, flags, Markdown and media addresses: one input and its label. */
function ScalarField({
  name,
  node,
  value,
  onChange,
  path,
  required,
  labelSuffix,
  label,
  textLang,
  locked,
  context,
}: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const form = useContext(FormContext);
  const { kind, schema, nullable } = shapeOf(node);
  const id = fieldId(path);
  const invalid = Boolean(form.errors[path]);
  const readOnly = form.readOnly || Boolean(locked);
  const text = label ?? fieldName(name, lang);
  const described = invalid ? `${id}-error` : undefined;
  // An emptied field: null where the schema allows it, left out where optional, else the empty text the server refuses.
  const emptied = nullable ? null : required ? '' : undefined;
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    'aria-required': required || undefined,
    lang: textLang ? HTML_LANG[textLang] : undefined,
  };
  const label_ = <Label htmlFor={id} text={text} suffix={labelSuffix} context={context} required={required} />;

  if (kind === 'flag' || kind === 'boolean') {
    return (
      <div className="field check-field">
        <label className="check" htmlFor={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            disabled={readOnly}
            onChange={(e) => onChange(e.target.checked ? true : kind === 'flag' ? undefined : false)}
          />
          {text}
          <Hidden context={context} suffix={labelSuffix} />
        </label>
        <FieldError path={path} />
      </div>
    );
  }

  let input: ReactNode;
  if (kind === 'markdown') {
    return (
      <MarkdownField
        {...common}
        label={label_}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        onChange={(v) => onChange(v === '' ? emptied : v)}
        error={<FieldError path={path} />}
      />
    );
  }
  if (kind === 'media') {
    return (
      <MediaField
        {...common}
        label={label_}
        name={`${text}${context ?? ''}${labelSuffix ?? ''}`}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        onChange={(v) => onChange(v === '' ? emptied : v)}
        error={<FieldError path={path} />}
      />
    );
  }
  if (kind === 'reference' && schema.collection) {
    input = (
      <ReferenceSelect
        common={common}
        collection={schema.collection}
        value={typeof value === 'string' ? value : ''}
        disabled={readOnly}
        noneLabel={!required || value === undefined || value === '' ? s.none : null}
        onChange={(v) => onChange(v === '' ? emptied : v)}
      />
    );
  } else if (kind === 'choice') {
    input = (
      <select
        {...common}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.value === '' ? emptied : e.target.value)}
      >
        {(!required || value === undefined || value === '') && <option value="">{s.none}</option>}
        {(schema.enum ?? []).map((option) => (
          <option key={String(option)} value={String(option)}>
            {optionName(String(option), lang)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'number' || kind === 'integer') {
    input = (
      <input
        {...common}
        type="number"
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        step={kind === 'integer' ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        readOnly={readOnly}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? emptied : Number(e.target.value))}
      />
    );
  } else if (kind === 'paragraph') {
    input = (
      <textarea
        {...common}
        className="paragraph"
        rows={3}
        readOnly={readOnly}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? emptied : e.target.value)}
      />
    );
  } else {
    const type = kind === 'date' ? 'date' : kind === 'url' ? 'url' : 'text';
    input = (
      <input
        {...common}
        type={type}
        readOnly={readOnly}
        value={typeof value === 'string' ? value : ''}
        placeholder={kind === 'datetime' ? s.dateTimeHint : undefined}
        onChange={(e) => onChange(e.target.value === '' ? emptied : e.target.value)}
      />
    );
  }
  return (
    <div className="field">
      {label_}
      {input}
      <FieldError path={path} />
    </div>
  );
}

/** A name in both languages (`{ zh, en }` of texts): one row, the two inputs side by side. */
function PairField({ name, node, value, onChange, path, required, label, context }: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { schema } = shapeOf(node);
  const pair = (value ?? {}) as Record<string, unknown>;
  const legend = label ?? fieldName(name, lang);
  return (
    <fieldset className="pair-field">
      <legend>
        {legend}
        {required && <RequiredMark group />}
      </legend>
      <div className="pair-inputs">
        {(['zh', 'en'] as const).map((side) => (
          <SchemaField
            key={side}
            name={side}
            label={side === 'zh' ? s.chinese : s.english}
            context={` · ${legend}${context ?? ''}`}
            node={schema.properties?.[side] ?? {}}
            value={pair[side]}
            required={schema.required?.includes(side) ?? false}
            path={`${path}.${side}`}
            textLang={side}
            onChange={(v) => onChange(withField(pair, side, v))}
          />
        ))}
      </div>
      <FieldError path={path} />
    </fieldset>
  );
}

/** A record's object with its own fields, in a group; an optional one is added and removed as a whole. */
function ObjectField({
  name,
  node,
  value,
  onChange,
  path,
  required,
  label,
  labelSuffix,
  textLang,
  context,
}: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const { schema } = shapeOf(node);
  const legend = label ?? fieldName(name, lang);
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
    <fieldset className="object-field">
      <legend>
        {legend}
        <Hidden context={context} suffix={labelSuffix} />
      </legend>
      {Object.entries(schema.properties ?? {})
        // A fixed value (a block's `type`, chosen above it) has nothing to edit.
        .filter(([, child]) => child.const === undefined || child.type === 'boolean')
        .map(([key, child]) => (
          <SchemaField
            key={key}
            name={key}
            node={child}
            value={object[key]}
            required={schema.required?.includes(key) ?? false}
            path={`${path}.${key}`}
            labelSuffix={labelSuffix}
            context={` · ${legend}${context ?? ''}`}
            textLang={textLang}
            onChange={(v) => onChange(withField(object, key, v))}
          />
        ))}
      {!required && !readOnly && (
        <button type="button" className="quiet" onClick={() => onChange(undefined)}>
          {s.remove}
        </button>
      )}
      <FieldError path={path} />
    </fieldset>
  );
}

/** A list (attachments, figures, rows, institutions): items added, removed and moved. */
function ListField({
  name,
  node,
  value,
  onChange,
  path,
  required,
  label,
  labelSuffix,
  textLang,
  context,
}: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const headingId = useId();
  const { schema } = shapeOf(node);
  const items = Array.isArray(value) ? value : [];
  const listName = label ?? fieldName(name, lang);
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
    <fieldset className="list-field" aria-labelledby={headingId}>
      <legend id={headingId}>
        {listName}
        <Hidden context={context} suffix={labelSuffix} />
        {required && <RequiredMark group />}
      </legend>
      <ol className="list-items">
        {items.map((item, i) => (
          // Items have no ids of their own; the index is their identity while the form is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="list-item">
            <SchemaField
              name={name}
              label={fill(s.itemN, { n: i + 1 })}
              labelSuffix={labelSuffix}
              context={` · ${listName}${context ?? ''}`}
              node={itemNode}
              value={item}
              required
              path={`${path}[${i}]`}
              textLang={textLang}
              onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
            />
            {!readOnly && (
              <div className="item-actions">
                <button
                  type="button"
                  className="quiet"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={fill(s.moveUp, { n: i + 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="quiet"
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={fill(s.moveDown, { n: i + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="quiet"
                  onClick={() => set(items.filter((_, j) => j !== i))}
                  aria-label={fill(s.removeItem, { n: i + 1 })}
                >
                  {s.remove}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" className="quiet add-item" onClick={() => set([...items, emptyValue(itemNode)])}>
          + {s.addItem}
        </button>
      )}
      <FieldError path={path} />
    </fieldset>
  );
}

/** The object with one field set, or left out when `value` is undefined. */
export function withField(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...object };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * One of several shapes told apart by their `type` (a page's blocks): the kind chosen from a list, then
 * that kind's fields. Choosing another kind starts it empty (the fields of one kind are not another's).
 */
function VariantField(props: SchemaFieldProps) {
  const { name, node, value, onChange, path, label, context } = props;
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const { schema } = shapeOf(node);
  const alternatives = alternativesOf(schema);
  const current = variantOf(schema, value);
  const id = fieldId(`${path}.type`);
  const legend = label ?? fieldName(name, lang);
  return (
    <div className="variant-field">
      <div className="field">
        <label htmlFor={id}>
          {s.blockKind}
          <Hidden context={` · ${legend}${context ?? ''}`} />
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

/** Texts by name (a page's interface words): each entry's name and text, entries added and removed. */
function DictionaryField({
  name,
  node,
  value,
  onChange,
  path,
  required,
  label,
  labelSuffix,
  textLang,
  context,
}: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const headingId = useId();
  const { schema } = shapeOf(node);
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  const legend = label ?? fieldName(name, lang);
  const valueNode = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const set = (next: [string, unknown][]) =>
    onChange(next.length === 0 && !required ? undefined : Object.fromEntries(next));
  return (
    <fieldset className="list-field dictionary-field" aria-labelledby={headingId}>
      <legend id={headingId}>
        {legend}
        <Hidden context={context} suffix={labelSuffix} />
        {required && <RequiredMark group />}
      </legend>
      <ol className="list-items">
        {entries.map(([key, text], i) => {
          const keyId = fieldId(`${path}[${i}].key`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's name is what is being edited
            <li key={i} className="list-item dictionary-entry">
              <div className="field">
                <label htmlFor={keyId}>
                  {s.entryKey}
                  <Hidden context={` · ${fill(s.itemN, { n: i + 1 })} · ${legend}${context ?? ''}`} />
                </label>
                <input
                  id={keyId}
                  readOnly={readOnly}
                  value={key}
                  onChange={(e) => set(entries.map((old, j) => (j === i ? [e.target.value, old[1]] : old)))}
                />
              </div>
              <SchemaField
                name="value"
                label={s.entryValue}
                context={` · ${key} · ${legend}${context ?? ''}`}
                node={valueNode}
                value={text}
                required
                path={`${path}.${key}`}
                labelSuffix={labelSuffix}
                textLang={textLang}
                onChange={(v) => set(entries.map((old, j) => (j === i ? [old[0], v ?? ''] : old)))}
              />
              {!readOnly && (
                <div className="item-actions">
                  <button
                    type="button"
                    className="quiet"
                    onClick={() => set(entries.filter((_, j) => j !== i))}
                    aria-label={fill(s.removeItem, { n: i + 1 })}
                  >
                    {s.remove}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button type="button" className="quiet add-item" onClick={() => set([...entries, ['', '']])}>
          + {s.addEntry}
        </button>
      )}
      <FieldError path={path} />
    </fieldset>
  );
}

/** `true` (the standard "sample content" note) or a note in own words: a choice of the two, then the words. */
function FlagOrTextField({
  name,
  node,
  value,
  onChange,
  path,
  required,
  label,
  labelSuffix,
  textLang,
  context,
}: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const id = fieldId(path);
  const legend = label ?? fieldName(name, lang);
  const own = typeof value === 'string';
  const text = alternativesOf(shapeOf(node).schema).find((a) => a.type === 'string') ?? { type: 'string' };
  return (
    <fieldset className="object-field flag-or-text">
      <legend>
        {legend}
        <Hidden context={context} suffix={labelSuffix} />
        {required && <RequiredMark group />}
      </legend>
      <select
        id={id}
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
        <SchemaField
          name={name}
          label={s.sampleOwnWords}
          node={text}
          value={value}
          required
          path={path}
          labelSuffix={labelSuffix}
          textLang={textLang}
          context={` · ${legend}${context ?? ''}`}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}

/** A field whose shape the form has no input for: shown as it is stored, and kept as it is. */
function KeptField({ name, value, label }: SchemaFieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  if (value === undefined) return null;
  return (
    <div className="field kept-field">
      <span>{label ?? fieldName(name, lang)}</span>
      <p className="hint">{s.notEditable}</p>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}
