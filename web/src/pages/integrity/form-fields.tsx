import { type ComplaintField, FIELD_LABELS, type FieldProblem, problemText } from '@muyuan/contract/complaint-rules';
import type { ReactNode } from 'react';
import { useLang } from '../../i18n/lang-context.tsx';
import { useReportMessages } from './report-messages.ts';

interface FieldProps {
  /** The form's id prefix, so the same form can be on a page and in a dialog. */
  formId: string;
  name: ComplaintField;
  problem?: FieldProblem | undefined;
  optional?: boolean;
  hint?: string;
  /** The input itself, given the id and the aria attributes it must carry. */
  children: (control: {
    id: string;
    name: ComplaintField;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** One field of the form: its label (the contract's words), the control, a hint and the problem next to it. */
export function Field({ formId, name, problem, optional = false, hint, children }: FieldProps) {
  const lang = useLang();
  const m = useReportMessages();
  const id = `${formId}-${name}`;
  const described = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-invalid={Boolean(problem)}>
      <label htmlFor={id}>
        {FIELD_LABELS[name][lang]}
        {optional ? (
          // The brackets are the language's own (（选填） / (optional)), so they live in the locale files.
          <>
            {lang === 'en' && ' '}
            <span className="field-optional">{m('optional')}</span>
          </>
        ) : (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(problem),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="field-error" id={`${id}-error`}>
          {problemText(problem, lang)}
        </p>
      )}
    </div>
  );
}
