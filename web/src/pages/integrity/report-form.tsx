import type { ComplaintField, ComplaintInput, FieldProblem } from '@muyuan/contract/complaint-rules';
import { COMPLAINT_LIMITS } from '@muyuan/contract/complaint-rules';
import type { UploadResult } from '@muyuan/contract/compliance';
import { PROVINCES } from '@muyuan/contract/provinces';
import { type FormEvent, useId, useState } from 'react';
import { submitComplaint, useComplaintSettings, useDepts, useDeptTypes } from '../../api/compliance.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { Attachments } from './attachments.tsx';
import { Field } from './form-fields.tsx';
import { deptsOfProvince, EMPTY_FORM, firstProblemField, problemsOf, toSubmission } from './form-state.ts';
import { Receipt } from './receipt.tsx';
import { useReportMessages } from './report-messages.ts';
import './report-form.css';

interface Props {
  /** In a dialog: Cancel and Close close it. On the page, Cancel empties the form. */
  onClose?: () => void;
}

type Problems = Partial<Record<ComplaintField, FieldProblem>>;

/**
 * The integrity report form (spec: every field, anonymous or real name, attachments, a query code
 * after submission). The same rules as the server check each field, next to it, in the visitor's
 * language; the server checks everything again. After a report is sent the form is emptied, so
 * nothing of it stays on screen or in memory behind the receipt.
 */
export function ReportForm({ onClose }: Props) {
  const m = useReportMessages();
  const lang = useLang();
  const formId = useId();
  const settings = useComplaintSettings();
  const depts = useDepts();
  const deptTypes = useDeptTypes();
  const [form, setForm] = useState<ComplaintInput>(EMPTY_FORM);
  const [files, setFiles] = useState<UploadResult[]>([]);
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [checked, setChecked] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);

  const set = <K extends keyof ComplaintInput>(key: K, value: ComplaintInput[K]) => {
    const next = { ...form, [key]: value, ...(key === 'province' ? { deptId: '' } : {}) };
    setForm(next);
    // Once a submission was tried, problems follow the typing.
    if (checked) setProblems(problemsOf(next, files.length));
  };
  const reset = () => {
    setForm(EMPTY_FORM);
    setFiles([]);
    setProblems({});
    setChecked(false);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    const found = problemsOf(form, files.length);
    setProblems(found);
    const first = firstProblemField(found);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const receipt = await submitComplaint(toSubmission(form, files, honeypot), lang);
      reset();
      setCode(receipt.queryCode);
    } catch (e) {
      setServerError((e as Error).message);
    } finally {
      setSending(false);
    }
  };

  if (code) {
    return (
      <Receipt
        code={code}
        onConfirm={() => {
          setCode(null);
          onClose?.();
        }}
        onClose={onClose}
      />
    );
  }

  const text = (
    name: keyof ComplaintInput & ComplaintField,
    options: { optional?: boolean; max?: number; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field
      formId={formId}
      name={name}
      problem={problems[name]}
      optional={options.optional ?? false}
      hint={options.hint}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          value={String(form[name])}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? 'off'}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
  const provinceDepts = deptsOfProvince(depts.data ?? [], form.province);
  const L = COMPLAINT_LIMITS;

  return (
    <form
      className="report-form"
      // Named: the header's search form sits on the same page, and forms side by side need their own names.
      aria-label={m('formTitle')}
      onSubmit={submit}
      noValidate
      aria-describedby={serverError ? `${formId}-server` : undefined}
    >
      <fieldset className="form-group identity-choice">
        <legend>{m('howToReport')}</legend>
        <div className="form-group-body">
          <div className="choice-row">
            <label className="choice">
              <input
                type="radio"
                name={`${formId}-mode`}
                checked={!form.anonymous}
                onChange={() => set('anonymous', false)}
              />
              {m('realName')}
            </label>
            <label className="choice">
              <input
                type="radio"
                name={`${formId}-mode`}
                checked={form.anonymous}
                onChange={() => set('anonymous', true)}
              />
              {m('anonymous')}
            </label>
          </div>
          <p className="field-hint">{form.anonymous ? m('anonymousHint') : m('realNameHint')}</p>
        </div>
      </fieldset>

      <fieldset className="form-group">
        <legend>{m('aboutMatter')}</legend>
        <div className="form-group-body">
          {text('subject', { max: L.subjectMax })}
          <Field formId={formId} name="content" problem={problems.content} hint={m('contentHint')}>
            {(control) => (
              <textarea
                {...control}
                rows={7}
                maxLength={L.contentMax}
                value={form.content}
                onChange={(e) => set('content', e.target.value)}
              />
            )}
          </Field>
          <div className="form-row">
            <Field formId={formId} name="province" problem={problems.province}>
              {(control) => (
                <select {...control} value={form.province} onChange={(e) => set('province', e.target.value)}>
                  <option value="">{m('choose')}</option>
                  {PROVINCES.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p[lang]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field formId={formId} name="deptId" problem={problems.deptId} optional>
              {(control) => (
                <select {...control} value={form.deptId} onChange={(e) => set('deptId', e.target.value)}>
                  <option value="">{m('notSure')}</option>
                  {provinceDepts.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="form-row">
            <Field formId={formId} name="deptTypeCode" problem={problems.deptTypeCode} optional>
              {(control) => (
                <select {...control} value={form.deptTypeCode} onChange={(e) => set('deptTypeCode', e.target.value)}>
                  <option value="">{m('notSure')}</option>
                  {(deptTypes.data ?? []).map((d) => (
                    <option key={d.code} value={d.code}>
                      {d.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('farmNo', { optional: true, max: L.farmNoMax })}
          </div>
        </div>
      </fieldset>

      <fieldset className="form-group">
        <legend>{m('aboutReported')}</legend>
        <div className="form-group-body">
          <div className="form-row">
            {text('reportedName', { optional: true, max: L.nameMax })}
            {text('reportedEmployeeNo', { optional: true, max: L.employeeNoMax })}
          </div>
        </div>
      </fieldset>

      <fieldset className="form-group">
        <legend>{m('evidence')}</legend>
        <div className="form-group-body">
          <Attachments
            settings={settings.data}
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (checked) setProblems(problemsOf(form, next.length));
            }}
            onBusy={setUploading}
            error={problems.attachments ? m('tooManyFiles', { max: L.maxFiles }) : undefined}
          />
        </div>
      </fieldset>

      <fieldset className="form-group">
        <legend>{m('aboutYou')}</legend>
        <div className="form-group-body">
          <div className="form-row">
            {text('reporterName', { optional: form.anonymous, max: L.nameMax, autoComplete: 'name' })}
            {text('reporterEmployeeNo', { optional: true, max: L.employeeNoMax })}
          </div>
          <div className="form-row">
            {text('reporterPhone', { optional: true, type: 'tel', autoComplete: 'tel', max: 20 })}
            {text('reporterEmail', { optional: true, type: 'email', autoComplete: 'email', max: L.emailMax })}
          </div>
        </div>
      </fieldset>

      {/* A field people never see or reach; a robot that fills every field fills it. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{m('honeypot')}</label>
        <input
          id={`${formId}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      {(serverError || (checked && Object.keys(problems).length > 0)) && (
        <p className="form-error" role="alert" id={`${formId}-server`}>
          {serverError ?? m('fixErrors')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button-primary button-large" disabled={sending || uploading}>
          {sending ? m('submitting') : m('submit')}
        </button>
        <button type="button" className="button-secondary button-large" onClick={onClose ?? reset}>
          {m('cancel')}
        </button>
      </div>
    </form>
  );
}
