import { describe, expect, it } from 'vitest';
import { untranslatedRoute } from './untranslated-notice.tsx';

describe('the untranslated notice', () => {
  it('names articles, survey records and pages the language hides', () => {
    expect(untranslatedRoute('untranslated=%2Fdetail%2Fnews%2Fa', 'en')).toEqual({
      route: '/detail/news/a',
      kind: 'record',
    });
    expect(untranslatedRoute('tab=media&untranslated=%2Fsecurities%2Fdetail%3Fid%3Ds', 'zh')).toEqual({
      route: '/securities/detail?id=s',
      kind: 'record',
    });
    expect(untranslatedRoute('untranslated=%2Fannouncement%3Fpage%3D2', 'en')).toEqual({
      route: '/announcement?page=2',
      kind: 'page',
    });
  });
  it('names nothing else (never another site, never a page both languages show)', () => {
    expect(untranslatedRoute('', 'en')).toBeNull();
    expect(untranslatedRoute('untranslated=%2F%2Fevil.example%2Fdetail%2Fnews%2Fa', 'en')).toBeNull();
    expect(untranslatedRoute('untranslated=https%3A%2F%2Fevil.example', 'en')).toBeNull();
    expect(untranslatedRoute('untranslated=%2Fculture', 'en')).toBeNull();
    expect(untranslatedRoute('untranslated=%2Fannouncement', 'zh')).toBeNull();
  });
});
