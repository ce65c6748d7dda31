import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useLanguage } from './language.tsx';

/**
 * The mark of a required field, for the eye; the control's `required` says it to screen readers. A
 * group of choices (checkboxes) has no such attribute, so its legend says it in words as well.
 */
export function RequiredMark({ group = false }: { group?: boolean }) {
  const { t } = useLanguage();
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      {group && <span className="visually-hidden">{t.requiredGroup}</span>}
    </>
  );
}

/** The line over a form that has required fields: what the mark means (to the eye, as the mark). */
export function RequiredNote() {
  const { t } = useLanguage();
  return (
    <p className="hint required-note" aria-hidden="true">
      <RequiredMark /> {t.requiredNote}
    </p>
  );
}

/** What is wrong with a field, under it, tied to it by `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** A control's label with the required mark beside it (not in it: the label's text is the field's name, nothing more). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field-label">
      <label htmlFor={htmlFor}>{children}</label>
      {required && <RequiredMark />}
    </div>
  );
}

/**
 * What a field's control carries: `required` and `aria-required`, `aria-invalid` while it is wrong, and
 * `aria-describedby` naming its hint (`<id>-hint`) and its error (`<id>-error`) when there are.
 */
export function fieldAria(
  id: string,
  { required = false, error, hint = false }: { required?: boolean; error?: string | null; hint?: boolean },
) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  /** What is wrong with it, in words (from useFieldCheck), or nothing. */
  error?: string | null | undefined;
  hint?: ReactNode;
}

/**
 * One text input of a console form: its label (with the required mark when it is required), the
 * input (`required` and `aria-required`, `aria-invalid` while it is wrong), a hint and its error under
 * it, both tied to it by `aria-describedby`.
 */
export function Field({ label, error, hint, required, id, ...input }: FieldProps) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <div className="field">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <input {...input} id={inputId} {...fieldAria(inputId, { required, error, hint: Boolean(hint) })} />
      {hint && (
        <span id={`${inputId}-hint`} className="hint">
          {hint}
        </span>
      )}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
