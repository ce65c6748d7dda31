import { describe, expect, it } from 'vitest';
import { lintRenderedText, type RenderedText } from './rendered-text.ts';

const said = (text: string, lang: 'zh' | 'en' = 'zh', page = '/financial'): RenderedText => ({
  page,
  where: 'svg desc',
  lang,
  text,
});

describe('the copy’s punctuation rules over rendered text', () => {
  it('finds half-width punctuation after Chinese in a sentence code put together, naming page and place', () => {
    const findings = lintRenderedText([said('2019年度: 202.21亿元; 2020年度: 562.77亿元')]);
    expect(findings.map((f) => [f.file, f.field, f.rule, f.column])).toEqual([
      ['/financial', 'svg desc', 'punctuation-width', 7],
      ['/financial', 'svg desc', 'punctuation-width', 17],
      ['/financial', 'svg desc', 'punctuation-width', 25],
    ]);
    expect(findings[0]?.message).toContain('2019年度: 202.2');
    expect(lintRenderedText([said('2019年度：202.21亿元；2020年度：562.77亿元')])).toEqual([]);
  });

  it('holds English to half-width punctuation, and leaves Latin words in Chinese text alone', () => {
    expect(lintRenderedText([said('FY2019：RMB 20,221 million', 'en')]).map((f) => f.rule)).toEqual([
      'punctuation-width',
    ]);
    expect(lintRenderedText([said('FY2019: RMB 20,221 million; FY2020: RMB 56,277 million', 'en')])).toEqual([]);
    expect(lintRenderedText([said('切换语言：English'), said('ISO 9001:2015')])).toEqual([]);
  });

  it('runs zhlint’s punctuation rules, not its word spacing (a count beside its label is layout)', () => {
    expect(lintRenderedText([said('播放视频： 品牌宣传片')]).map((f) => f.rule)).toEqual(['zhlint/space-punctuation']);
    expect(lintRenderedText([said('定期报告 11'), said('智能养殖 科技兴农')])).toEqual([]);
  });

  it('checks a text that stands on every page once, on the first page it stands on', () => {
    const findings = lintRenderedText([
      said('查看图片: 猪猪节', 'zh', '/'),
      said('查看图片: 猪猪节', 'zh', '/opticCentre'),
    ]);
    expect(findings.map((f) => f.file)).toEqual(['/']);
  });
});
