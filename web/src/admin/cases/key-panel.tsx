import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { FieldError, FieldLabel, fieldAria } from '../field.tsx';
import { useFieldCheck } from '../form-check.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { problemText } from './case-strings.ts';
import { wrappedKeyFile } from './sealed-box.ts';
import { useCaseStrings } from './use-case-strings.ts';
import type { TeamKeyControl } from './use-team-key.ts';

/** Unlock (import the key file) or forget the team key of this browser, and say where it stands. */
export function KeyPanel({ control }: { control: TeamKeyControl }) {
  const { lang, t } = useLanguage();
  const s = useCaseStrings();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { key, problem } = control;

  // A key file wrapped under a passphrase waits here for it.
  const [wrapped, setWrapped] = useState<string | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const words = useMemo(() => ({ passphrase: { missing: s.passphraseMissing } }), [s]);
  const fields = useFieldCheck(words);
  const importText = async (text: string, phrase?: string) => {
    setError(null);
    setNotice(null);
    try {
      await control.importText(text, phrase);
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    if (wrappedKeyFile(text)) {
      setWrapped(text);
      setPassphrase('');
      return;
    }
    setWrapped(null);
    await importText(text);
  };
  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.check(event.currentTarget)) return;
    if (wrapped) await importText(wrapped, passphrase);
  };
  const forget = async () => {
    setError(null);
    await control.forget();
    setNotice(s.keyForgotten);
  };

  const problemWords = problem === null ? null : problem === 'not_teams_key' ? s.keyNotTeams : problemText(s, problem);
  return (
    <section className="case-key" aria-labelledby="case-key-title" data-testid="case-key">
      <h2 id="case-key-title">{s.keyTitle}</h2>
      {key.state === 'checking' && <p>{s.keyChecking}</p>}
      {key.state === 'unsupported' && <p className="case-key-warning">{s.keyNoX25519}</p>}
      {key.state === 'unlocked' && (
        <div className="case-key-row">
          <p data-testid="case-key-state">
            {formatMessage(lang, s.keyUnlocked, { when: beijingTime(key.key.importedAt, { seconds: false }) })}
          </p>
          <button type="button" onClick={() => void forget()}>
            {s.keyForget}
          </button>
        </div>
      )}
      {key.state === 'locked' && (
        <div className="case-key-row">
          <p data-testid="case-key-state">{s.keyLocked}</p>
          <div className="case-key-import">
            <label htmlFor={inputId} className="button-link primary">
              {s.keyImport}
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept=".pem,.key,application/x-pem-file,text/plain"
              aria-describedby={`${inputId}-hint`}
              onChange={(e) => void chosen(e)}
            />
            <span id={`${inputId}-hint`} className="hint">
              {s.keyImportHint}
            </span>
          </div>
        </div>
      )}
      {key.state === 'locked' && wrapped && (
        <form className="case-key-passphrase" onSubmit={(e) => void unlock(e)} onChange={fields.onChange} noValidate>
          <p>{s.keyWrapped}</p>
          <div className="field">
            <FieldLabel htmlFor={`${inputId}-passphrase`} required>
              {s.keyPassphrase}
            </FieldLabel>
            <input
              id={`${inputId}-passphrase`}
              name="passphrase"
              type="password"
              autoComplete="off"
              {...fieldAria(`${inputId}-passphrase`, { required: true, error: fields.errors.passphrase })}
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
            />
            <FieldError id={`${inputId}-passphrase-error`} message={fields.errors.passphrase} />
          </div>
          <button type="submit" className="primary">
            {s.keyUnlock}
          </button>
        </form>
      )}
      <p role="status" className="case-key-notice">
        {notice}
      </p>
      <FormError message={problemWords ?? error} />
    </section>
  );
}
