import type { AlertList } from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { groupLists, toggled } from './alert-lists.ts';
import { useSubscribeMessages } from './subscribe-messages.ts';

interface ListChoicesProps {
  /** The form's id prefix: the group's problem is named by `${formId}-lists-error`. */
  formId: string;
  lists: readonly AlertList[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The API's words when it refused the choice. */
  problem?: string | undefined;
}

/** The lists as checkboxes in two groups: each announcement type, then company news and securities news. */
export function ListChoices({ formId, lists, chosen, onChange, problem }: ListChoicesProps) {
  const m = useSubscribeMessages();
  const groups = groupLists(lists);
  const box = (list: AlertList) => (
    <label className="alert-choice" key={list.id}>
      <input
        type="checkbox"
        name="lists"
        value={list.id}
        checked={chosen.includes(list.id)}
        onChange={(e) => onChange(toggled(chosen, list.id, e.target.checked, lists))}
      />
      <span>{list.name}</span>
    </label>
  );
  return (
    <fieldset
      className="alert-fieldset"
      data-invalid={Boolean(problem)}
      aria-describedby={[`${formId}-lists-hint`, problem && `${formId}-lists-error`].filter(Boolean).join(' ')}
    >
      <legend>{m('lists')}</legend>
      <p className="alert-hint" id={`${formId}-lists-hint`}>
        {m('listsHint')}
      </p>
      {groups.notices.length > 0 && (
        <fieldset className="alert-group">
          <legend className="alert-group-title">{m('groupNotices')}</legend>
          <div className="alert-choices">{groups.notices.map(box)}</div>
        </fieldset>
      )}
      {groups.news.length > 0 && (
        <fieldset className="alert-group">
          <legend className="alert-group-title">{m('groupNews')}</legend>
          <div className="alert-choices">{groups.news.map(box)}</div>
        </fieldset>
      )}
      {problem && (
        <p className="alert-error" id={`${formId}-lists-error`}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}

interface LangChoiceProps {
  formId: string;
  value: Lang;
  onChange: (lang: Lang) => void;
  problem?: string | undefined;
}

/** The language of the mails: Chinese or English. */
export function LangChoice({ formId, value, onChange, problem }: LangChoiceProps) {
  const m = useSubscribeMessages();
  const option = (lang: Lang, label: string) => (
    <label className="alert-choice">
      <input type="radio" name={`${formId}-lang`} checked={value === lang} onChange={() => onChange(lang)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset
      className="alert-fieldset"
      data-invalid={Boolean(problem)}
      aria-describedby={problem ? `${formId}-lang-error` : undefined}
    >
      <legend>{m('mailLang')}</legend>
      <div className="alert-choices alert-choices-inline">
        {option('zh', m('langZh'))}
        {option('en', m('langEn'))}
      </div>
      {problem && (
        <p className="alert-error" id={`${formId}-lang-error`}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
