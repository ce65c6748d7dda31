import { mayGrant, STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import { useId } from 'react';
import { FieldError, RequiredMark } from './field.tsx';
import { useLanguage } from './language.tsx';
import { ROLE_NAMES } from './strings.ts';

interface Props {
  /** The roles of whoever gives them: a role is given only by its holders, the others are shown disabled. */
  holder: readonly StaffRole[];
  /** The words under the choice, with its element id (tests and the form's own checks name it). */
  hint: { id: string; text: string };
  /** The form's check of the choice (`role`), when one was refused. */
  error: string | undefined;
}

/**
 * The roles a new invitation or API token is given, as required checkboxes named `role`: the one
 * choice the invite panel and the token form share (the role editor of an account is its own, since it
 * starts from the account's roles and may also keep what it cannot change).
 */
export function GrantableRoles({ holder, hint, error }: Props) {
  const { lang, t } = useLanguage();
  const errorId = useId();
  return (
    <fieldset
      className="roles-choice"
      aria-describedby={error ? `${hint.id} ${errorId}` : hint.id}
      data-invalid={error ? true : undefined}
    >
      <legend>
        {t.inviteRoles}
        <RequiredMark group />
      </legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="check">
          <input type="checkbox" name="role" value={role} disabled={!mayGrant(holder, role)} />
          {ROLE_NAMES[lang][role]}
        </label>
      ))}
      <p className="hint choice-hint" id={hint.id}>
        {hint.text}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
