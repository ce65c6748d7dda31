import type {
  CollectionSchema,
  Draft,
  FieldError,
  PublishResult,
  RecordDetail,
  RecordJson,
} from '@muyuan/contract/admin/editorial';
import type { MediaFile } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useEffect, useMemo, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { RequiredNote } from '../field.tsx';
import { errorText, FormError } from '../form-error.tsx';
import { contentHref, NEW_RECORD } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { useAdminRead, useAdminRevalidate } from '../use-admin-read.tsx';
import { collectionName } from './content-names.ts';
import { DraftsReview } from './drafts-review.tsx';
import { FormContext, fieldId } from './form-context.ts';
import { emptyValue, type JsonSchema, missingFields } from './json-schema.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { RecordForm } from './record-form.tsx';
import { useEditorStrings } from './use-editor-strings.ts';
import { VersionsPanel } from './versions-panel.tsx';
import './record-editor.css';

/** What a new record's editor said when it moved to the record's address, for the editor opened there. */
let carriedStatus = '';
const takeCarriedStatus = (): string => {
  const message = carriedStatus;
  carriedStatus = '';
  return message;
};

/** The form's working copy: the record as being edited, and the version it was started from. */
interface Working {
  value: RecordJson;
  /** What a save or publish names as its base (null: a record not published yet). */
  base: number | null;
  dirty: boolean;
}

function workingOf(detail: RecordDetail | null, described: CollectionSchema): Working {
  if (detail?.draft) return { value: detail.draft.json, base: detail.draft.baseVersion, dirty: false };
  if (detail?.json) return { value: detail.json, base: detail.version, dirty: false };
  return {
    value: emptyValue(described.schema as JsonSchema) as RecordJson,
    base: detail?.version || null,
    dirty: false,
  };
}

/** What a list shows a record as: its title or name in the console's language, else Chinese, else its id. */
function titleOf(value: RecordJson, lang: 'zh' | 'en', fallback: string): string {
  for (const side of [lang, 'zh']) {
    const block = value[side] as Record<string, unknown> | undefined;
    const text = block?.title ?? block?.name;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback;
}

/**
 * One record of a collection in the console: the bilingual form built from the collection's schema,
 * saving a draft (editors), publishing and unpublishing (publishers), the drafts waiting with their
 * schedules, and the versions with their comparison and restore. The server checks every change; the
 * fields it refuses are marked in the form.
 */
export function RecordEditor({ me, collection, record }: { me: Me; collection: string; record: string }) {
  const { lang, t } = useLanguage();
  const s = useEditorStrings();
  const isNew = record === NEW_RECORD;
  const canDraft = me.roles.includes('editor');
  const canPublish = me.roles.includes('publisher');
  const self = `account:${me.id}`;

  // The collection's schema and the record, read on opening (this editor is keyed by the record) and
  // the record again after each change.
  const schemaRead = useAdminRead<CollectionSchema>(withParams(ADMIN_PATHS.contentSchema, { collection }));
  const recordRead = useAdminRead<RecordDetail>(
    isNew ? null : withParams(ADMIN_PATHS.contentRecord, { collection, id: record }),
  );
  const revalidate = useAdminRevalidate();
  const described = schemaRead.data ?? null;
  const detail = recordRead.data ?? null;
  const readError = schemaRead.error ?? recordRead.error;
  // The form's working copy: the record as read until it is edited (a change the server accepted
  // starts it again from the record as it then is).
  const asRead = useMemo(
    () => (described && (isNew || detail) ? workingOf(detail, described) : null),
    [described, detail, isNew],
  );
  const [edited, setEdited] = useState<Working | null>(null);
  const working = edited ?? asRead;
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (readError ? errorText(readError, t) : null);
  const [status, setStatus] = useState(takeCarriedStatus);
  const [busy, setBusy] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);

  // A page left with unsaved changes asks first (closing the tab, reloading).
  useEffect(() => {
    if (!working?.dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [working?.dirty]);

  if (!described || !working) {
    return (
      <div className="record-editor">
        {!error && <p aria-live="polite">{t.loading}</p>}
        <FormError message={error} />
      </div>
    );
  }

  const idField = described.idField;
  const recordId = isNew ? (described.single ? collection : String(working.value[idField] ?? '').trim()) : record;
  const params = { collection, id: recordId };
  const errorsByPath = Object.fromEntries(
    fieldErrors.filter((f) => f.collection === undefined).map((f) => [f.path, f.message]),
  );
  const readOnly = !canDraft && !canPublish;

  /** After a change the server accepted: the record again as it now is, or its address when it was new. */
  const settle = async (message: string) => {
    setFieldErrors([]);
    setStatus(message);
    if (isNew) {
      // The record's own address opens a new editor: it says what was just done.
      carriedStatus = message;
      location.hash = contentHref(collection, recordId);
      return;
    }
    // The record as it now is (its versions follow its latest version), and the schedules beside it.
    await Promise.all([recordRead.mutate(), revalidate(ADMIN_PATHS.contentSchedules)]);
    setEdited(null);
  };

  /** A change to the working copy, from the record as read or as edited so far. */
  const edit = (change: (from: Working) => Working) => setEdited((before) => change(before ?? working));

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      await work();
    } catch (e) {
      const fields = e instanceof AdminApiError ? (e.data as { fields?: FieldError[] } | null)?.fields : undefined;
      setFieldErrors(fields ?? []);
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  /** The form's own check before the record is sent: required fields left empty are marked, the first focused. */
  const complete = (): boolean => {
    const missing = missingFields(described.schema as JsonSchema, working.value, '');
    if (missing.length === 0) return true;
    setError(null);
    setStatus('');
    setFieldErrors(missing.map((path) => ({ path, message: s.fillIn })));
    requestAnimationFrame(() => document.getElementById(fieldId(missing[0] ?? ''))?.focus());
    return false;
  };

  const saveDraft = () =>
    complete() &&
    act(async () => {
      const draft = await adminCall<Draft>(lang, 'PUT', withParams(ADMIN_PATHS.contentDraft, params), {
        json: working.value,
        baseVersion: working.base,
      });
      await settle(formatMessage(lang, s.draftSaved, { time: beijingTime(draft.savedAt, { seconds: false }) }));
    });

  const publish = () => {
    // An unchanged saved draft of one's own is published as saved; otherwise the form as it stands.
    const asSaved = canDraft && detail?.draft && !working.dirty;
    return (
      (asSaved || complete()) &&
      act(async () => {
        const body = asSaved ? {} : { json: working.value, baseVersion: working.base };
        const result = await adminCall<PublishResult>(
          lang,
          'POST',
          withParams(ADMIN_PATHS.contentPublish, params),
          body,
        );
        await settle(formatMessage(lang, s.publishedAs, { n: result.version }));
      })
    );
  };

  const discard = () =>
    act(async () => {
      await adminCall(lang, 'DELETE', withParams(ADMIN_PATHS.contentDraft, params));
      await settle(s.draftDiscarded);
    });

  const unpublish = () =>
    act(async () => {
      const result = await adminCall<PublishResult>(lang, 'POST', withParams(ADMIN_PATHS.contentUnpublish, params), {
        baseVersion: detail?.version,
      });
      setConfirmUnpublish(false);
      await settle(formatMessage(lang, s.unpublishedAs, { n: result.version }));
    });

  const onChange = (value: RecordJson) => {
    setStatus('');
    edit((w) => ({ ...w, value, dirty: true }));
  };
  // The announcement path: a PDF uploaded into a record without a Chinese title lends it the file's title.
  const onUploaded = (file: MediaFile) => {
    const title = file.pdf?.title?.trim();
    const zh = working.value.zh as Record<string, unknown> | undefined;
    if (!title || !zh || (typeof zh.title === 'string' && zh.title.trim() !== '')) return;
    edit((w) => ({ ...w, value: { ...w.value, zh: { ...(w.value.zh as object), title } }, dirty: true }));
    setStatus(formatMessage(lang, s.titleFromPdf, { title }));
  };
  const title =
    isNew && !recordId
      ? s.recordNew
      : described.single
        ? collectionName(collection, lang)
        : titleOf(working.value, lang, recordId);
  const state = detail?.published ? s.published : detail?.json ? s.unpublished : s.neverPublished;
  const english = detail?.english ?? null;

  return (
    <div className="record-editor">
      <nav className="breadcrumb" aria-label={s.contentNav}>
        <a href="#/content">{s.contentNav}</a>
        <span aria-hidden="true"> › </span>
        <a href={contentHref(collection)}>{collectionName(collection, lang)}</a>
      </nav>
      <header className="screen-head record-head">
        <h1 data-testid="record-title">{title}</h1>
        <ul className="record-badges">
          <li className={`badge ${detail?.published ? 'on' : 'off'}`} data-testid="record-state">
            {state}
          </li>
          {detail && detail.version > 0 && (
            <li className="badge">{formatMessage(lang, s.versionN, { n: detail.version })}</li>
          )}
          {english && english !== 'current' && (
            <li className="badge warn" data-testid="record-english">
              {english === 'missing' ? s.englishMissing : s.englishOlder}
            </li>
          )}
        </ul>
      </header>
      {readOnly && <p className="hint">{s.readOnly}</p>}

      {detail && (canPublish || detail.drafts.some((d) => d.author !== self)) && (
        <DraftsReview
          collection={collection}
          id={record}
          drafts={detail.drafts}
          self={self}
          canPublish={canPublish}
          onOpen={(draft) => setEdited({ value: draft.json, base: draft.baseVersion, dirty: true })}
          onPublished={(result) => void settle(formatMessage(lang, s.publishedAs, { n: result.version }))}
        />
      )}

      <form
        className="record-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canDraft) void saveDraft();
        }}
      >
        {fieldErrors.length > 0 && (
          <div className="field-errors" role="alert">
            <p>{s.fieldErrors}</p>
            <ul>
              {fieldErrors.map((f) => (
                <li key={`${f.collection ?? ''}/${f.id ?? ''}/${f.path}`}>
                  {f.collection === undefined ? (
                    <button
                      type="button"
                      className="link"
                      onClick={() => document.getElementById(fieldId(f.path))?.focus()}
                    >
                      {f.path}
                    </button>
                  ) : (
                    <span>
                      {f.path}
                      {formatMessage(lang, s.otherRecord, { collection: f.collection, id: f.id ?? '' })}
                    </span>
                  )}
                  : {f.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {!readOnly && <RequiredNote />}
        <FormContext value={{ errors: errorsByPath, readOnly, onUploaded }}>
          <RecordForm
            described={described}
            value={working.value}
            onChange={onChange}
            idLocked={!isNew}
            english={english}
          />
        </FormContext>

        {!readOnly && (
          <div className="editor-actions">
            <p className="status" role="status" aria-live="polite" data-testid="editor-status">
              {status || (working.dirty ? s.unsaved : '')}
            </p>
            <div className="actions">
              {canDraft && (
                <button type="submit" className={canPublish ? undefined : 'primary'} disabled={busy || !recordId}>
                  {busy ? s.saving : s.saveDraft}
                </button>
              )}
              {canPublish && (
                <button type="button" className="primary" disabled={busy || !recordId} onClick={() => void publish()}>
                  {busy ? s.publishing : s.publish}
                </button>
              )}
              {canDraft && detail?.draft && (
                <button type="button" className="quiet" disabled={busy} onClick={() => void discard()}>
                  {s.discardDraft}
                </button>
              )}
              {canPublish && detail?.published && !described.single && (
                <button
                  type="button"
                  className="danger-outline"
                  aria-expanded={confirmUnpublish}
                  onClick={() => setConfirmUnpublish(!confirmUnpublish)}
                >
                  {s.unpublish}
                </button>
              )}
            </div>
            {confirmUnpublish && (
              <div className="confirm">
                <p>{s.unpublishConfirm}</p>
                <div className="confirm-actions">
                  <button type="button" className="danger" disabled={busy} onClick={() => void unpublish()}>
                    {s.unpublish}
                  </button>
                  <button type="button" onClick={() => setConfirmUnpublish(false)}>
                    {t.cancel}
                  </button>
                </div>
              </div>
            )}
          </div>
        )}
        <FormError message={error} />
      </form>

      {detail && !isNew && (
        <PreviewPanel collection={collection} id={record} drafts={detail.drafts} self={self} title={title} />
      )}

      {detail && detail.version > 0 && (
        <VersionsPanel
          collection={collection}
          id={record}
          latest={detail.version}
          canRestore={canPublish}
          onRestored={(result) => void settle(formatMessage(lang, s.publishedAs, { n: result.version }))}
        />
      )}
    </div>
  );
}
