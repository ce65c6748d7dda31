import { describe, expect, it } from 'vitest';
import { AlertApiError } from '../../../api/alerts.ts';
import { fieldOfError, groupLists, listNames, problemsOfError, toggled } from './alert-lists.ts';

const LISTS = [
  { id: 'notice:periodic', name: '定期报告' },
  { id: 'notice:dividend', name: '分红派息' },
  { id: 'news', name: '公司新闻' },
  { id: 'securities-news', name: '证券资讯' },
];

describe('the alerts form’s lists', () => {
  it('groups the announcement types apart from company and securities news, in the API’s order', () => {
    const groups = groupLists(LISTS);
    expect(groups.notices.map((l) => l.id)).toEqual(['notice:periodic', 'notice:dividend']);
    expect(groups.news.map((l) => l.id)).toEqual(['news', 'securities-news']);
  });

  it('keeps the chosen ids in the form’s order whatever order they were ticked in', () => {
    let chosen = toggled([], 'securities-news', true, LISTS);
    chosen = toggled(chosen, 'notice:periodic', true, LISTS);
    expect(chosen).toEqual(['notice:periodic', 'securities-news']);
    expect(toggled(chosen, 'notice:periodic', false, LISTS)).toEqual(['securities-news']);
  });

  it('names chosen lists, an id the options no longer have by itself', () => {
    expect(listNames(['news', 'notice:gone', 'notice:periodic'], LISTS)).toEqual([
      '定期报告',
      '公司新闻',
      'notice:gone',
    ]);
  });
});

describe('the API’s refusals on the form', () => {
  it('go to the field their code names, any other to the whole form', () => {
    expect(fieldOfError('invalid_email')).toBe('email');
    expect(fieldOfError('no_list')).toBe('lists');
    expect(fieldOfError('unknown_list')).toBe('lists');
    expect(fieldOfError('invalid_lang')).toBe('lang');
    expect(fieldOfError('privacy_version_changed')).toBeNull();
    expect(fieldOfError(null)).toBeNull();
    const refusal = (code: string | null) => new AlertApiError('words', 400, 400, code);
    expect(problemsOfError(refusal('invalid_email'), 'offline')).toEqual({ email: 'words' });
    expect(problemsOfError(refusal('alerts_unavailable'), 'offline')).toEqual({ form: 'words' });
    expect(problemsOfError(new TypeError('Failed to fetch'), 'offline')).toEqual({ form: 'offline' });
  });
});
