import { type ReactNode, useContext, useId } from 'react';
import { FieldError, FieldLabel, RequiredMark } from '../../field.tsx';
import { useLanguage } from '../../language.tsx';
import { fieldName } from '../content-names.ts';
import { FormContext, fieldId } from '../form-context.ts';
import { type JsonSchema, shapeOf } from '../json-schema.ts';
import { useEditorStrings } from '../use-editor-strings.ts';

/** The language the field's text is written in (`zh`/`en` blocks), for `lang` and screen readers. */
type TextLang = 'zh' | 'en' | undefined;
const HTML_LANG = { zh: 'zh-CN', en: 'en' } as const;

/** What every field kind is given (SchemaField hands it on as it is). */
export interface FieldProps {
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
 * A kind that holds fields (an object, a list, a pair) draws them with `Field`: SchemaField, handed
 * down by it, so that no kind imports the switch that chooses among the kinds.
 */
export interface GroupProps extends FieldProps {
  Field: (props: FieldProps) => ReactNode;
}

/** Where a field inside another sits, said after its name to screen readers: ` · 附件` after ` · 第 1 项`. */
export const placeIn = (legend: string, context?: string): string => ` · ${legend}${context ?? ''}`;

/** A value shown in a text control: a text as it is, anything else as nothing. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What every kind reads first: the console's language and words, the node's shape, whether the form
 * may change (not for a viewer, nor a locked field) and the field's name as shown.
 */
export function useField({ name, node, label, locked }: FieldProps) {
  const { lang } = useLanguage();
  const s = useEditorStrings();
  const form = useContext(FormContext);
  return {
    lang,
    s,
    ...shapeOf(node),
    readOnly: form.readOnly || Boolean(locked),
    text: label ?? fieldName(name, lang),
  };
}

/**
 * What a kind with one control (an input, a choice, a text area) adds: the control's attributes (its
 * id, language, and that it is required or refused, tied to the refusal under it), its label, and the
 * change of a text, where an emptied one is `null` if the schema allows it, left out if optional, or
 * else the empty text the server refuses.
 */
export function useControl(props: FieldProps) {
  const field = useField(props);
  const { errors } = useContext(FormContext);
  const { path, required, labelSuffix, context, textLang, onChange } = props;
  const id = fieldId(path);
  const invalid = Boolean(errors[path]);
  const emptied = field.nullable ? null : required ? '' : undefined;
  return {
    ...field,
    emptied,
    control: {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      'aria-required': required || undefined,
      lang: textLang ? HTML_LANG[textLang] : undefined,
    },
    label: (
      <FieldLabel htmlFor={id} required={required}>
        {field.text}
        <Hidden context={context} suffix={labelSuffix} />
      </FieldLabel>
    ),
    setText: (text: string) => onChange(text === '' ? emptied : text),
  };
}

/** The words only screen readers hear: the field's place, then its language (shown on a phone, where columns stack). */
export function Hidden({ context, suffix }: { context?: string; suffix?: string }) {
  return (
    <>
      {context && <span className="visually-hidden">{context}</span>}
      {suffix && <span className="visually-hidden lang-suffix">{suffix}</span>}
    </>
  );
}

/** The server's refusal of the field at `path`, under it (its control names it in `aria-describedby`). */
function PathError({ path }: { path: string }) {
  const { errors } = useContext(FormContext);
  return <FieldError id={`${fieldId(path)}-error`} message={errors[path]} />;
}

/** The shell of a field with one control: its label (where the control does not hold it), the control, the refusal. */
export function ControlShell({
  className,
  label,
  path,
  children,
}: {
  /** What kind of field it is, for the style sheet (`markdown-field`), besides `field`. */
  className?: string;
  label?: ReactNode;
  path: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {label}
      {children}
      <PathError path={path} />
    </div>
  );
}

/**
 * The shell of a field of fields: a group whose legend is its name (with the place and the language
 * for screen readers, and the required mark, said in words too), what it holds, and the refusal of the
 * whole where `errorPath` is given (a field drawn inside it under the same path shows that one).
 */
export function GroupShell({
  className,
  legend,
  context,
  suffix,
  marked = false,
  labelled = false,
  errorPath,
  children,
}: {
  className: string;
  legend: string;
  context?: string;
  suffix?: string;
  /** The required mark after the name. */
  marked?: boolean;
  /** The group names the legend as its label by id (lists), besides holding it. */
  labelled?: boolean;
  errorPath?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <fieldset className={className} aria-labelledby={labelled ? headingId : undefined}>
      <legend id={labelled ? headingId : undefined}>
        {legend}
        <Hidden context={context} suffix={suffix} />
        {marked && <RequiredMark group />}
      </legend>
      {children}
      {errorPath !== undefined && <PathError path={errorPath} />}
    </fieldset>
  );
}
