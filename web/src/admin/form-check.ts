import { useCallback, useState } from 'react';
import { AdminApiError } from './admin-api.ts';

/** The console's words for the ways a field can be wrong: what is missing, always; what is malformed or short, where it can be. */
export interface FieldWords {
  missing: string;
  malformed?: string;
  tooShort?: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * What is wrong with a field by the rules its element carries (`required`, `type="email"`, `minLength`,
 * `pattern`), in the console's words, or null. A required text of spaces only is missing (the server
 * trims it); a group of checkboxes sharing a name is missing when none is checked.
 */
function problemOf(control: Control, group: Control[], words: FieldWords): string | null {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return group.some((c) => (c as HTMLInputElement).checked) ? null : words.missing;
  }
  const value = control.value.trim();
  if (value === '') return control.required ? words.missing : null;
  if (control.validity.typeMismatch || control.validity.patternMismatch) return words.malformed ?? words.missing;
  // The browser takes `li@muyuan` for an address; the server (zod's email) wants a domain with a dot.
  if (control.type === 'email' && !EMAIL.test(value)) return words.malformed ?? words.missing;
  const min = 'minLength' in control ? control.minLength : -1;
  if (min > 0 && value.length < min) return words.tooShort ?? words.malformed ?? words.missing;
  return null;
}

/**
 * A form's own check before it sends anything: each field named in `words` is checked by the rules its
 * element carries, what is wrong is said under the field in the console's words (`请填写工作邮箱`), the
 * first field wrong gets the focus (a screen reader reads its error with it), and a field's error goes
 * as soon as it is changed. The server's refusal of a field (`data.fields`) is shown the same way.
 */
export function useFieldCheck(words: Readonly<Record<string, FieldWords>>) {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  /**
   * Checks the fields inside `container` (a form, or a page whose two forms share fields), or only
   * those named in `only`; true when all are right.
   */
  const check = useCallback(
    (container: ParentNode, only?: readonly string[]): boolean => {
      const controls = [...container.querySelectorAll<Control>('input[name], textarea[name], select[name]')];
      const found: Record<string, string> = {};
      let first: Control | undefined;
      for (const control of controls) {
        const fieldWords = words[control.name];
        if (!fieldWords || control.disabled || control.name in found) continue;
        if (only && !only.includes(control.name)) continue;
        const problem = problemOf(
          control,
          controls.filter((c) => c.name === control.name),
          fieldWords,
        );
        if (!problem) continue;
        found[control.name] = problem;
        first ??= control;
      }
      setErrors(found);
      first?.focus();
      return first === undefined;
    },
    [words],
  );

  /** Forgets a field's error once it is changed: the `onChange` of the form (or the part) holding it. */
  const onChange = useCallback((event: { target: EventTarget }) => {
    const { name } = event.target as Partial<Control>;
    if (!name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** Shows the server's refusal of fields of this form under them; false when it names none of them. */
  const showRefusal = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof AdminApiError)) return false;
      const fields = (error.data as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
      const ours = fields
        .map((f) => ({ name: f.path.split('.')[0] ?? '', message: f.message }))
        .filter((f) => f.name in words);
      if (ours.length === 0) return false;
      setErrors(Object.fromEntries(ours.map((f) => [f.name, f.message])));
      return true;
    },
    [words],
  );

  return { errors, check, onChange, showRefusal };
}
