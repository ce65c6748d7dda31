import { resolve } from 'node:path';
import { STOCK_CODE } from '@muyuan/contract/constants';
import type { Lang } from '@muyuan/contract/lang';
import { describe, expect, it } from 'vitest';
import {
  type ContentDocument,
  type Finding,
  formatFinding,
  lintContent,
  loadLintConfig,
  readContentDocuments,
} from './index.ts';

/** The real term list and facts table of the repository: the tests hold the rules the site runs. */
const CONTENT_DIR = resolve(import.meta.dirname, '../../../content');
const config = loadLintConfig(CONTENT_DIR);

const FILE = 'content/data/news.yaml';

/** A news-like record with `text` as the `key` field of its `lang` block. */
function record(lang: Lang, text: string, key = 'summary', extra: Record<string, unknown> = {}): ContentDocument {
  return { file: FILE, value: [{ id: 'planted', ...extra, [lang]: { [key]: text } }] };
}

async function lint(lang: Lang, text: string, key?: string, extra?: Record<string, unknown>): Promise<Finding[]> {
  return lintContent([record(lang, text, key, extra)], config);
}

async function rulesFound(lang: Lang, text: string, key?: string): Promise<string[]> {
  return (await lint(lang, text, key)).map((f) => f.rule);
}

/** Each rule, a planted fault in each language, and the same text written right. */
const CASES: Array<{ rule: string; zh: [string, string]; en: [string, string] }> = [
  {
    rule: 'prh',
    zh: ['公司参与扶贫攻坚，帮助农户增收。', '公司参与脱贫攻坚，帮助农户增收。'],
    en: ['Muyuan Group opened a new feed mill.', 'Muyuan Foods Co., Ltd. opened a new feed mill.'],
  },
  {
    rule: 'punctuation-width',
    zh: ['来源:牧原食品(达100 kg)', '来源：牧原食品（达100 kg）'],
    en: ['Source：Muyuan Foods（Henan）', 'Source: Muyuan Foods (Henan)'],
  },
  {
    rule: 'advertising-words',
    zh: ['公猪站执行最高等级的生物安全，品质顶级。', '公猪站执行严格的生物安全标准，详见最新动态。'],
    en: ['Our costs are among the best in the industry.', 'Our costs fell for the third year running.'],
  },
  {
    rule: 'spec-figures',
    zh: ['饲料厂只供应二百公里内的养殖场，全程0至4℃冷链。', '饲料厂只供应200公里内的养殖场，全程0–4℃冷链。'],
    en: ['Feed plants supply farms within 200 kilometres.', 'Feed plants supply farms within 200 km, kept at 0–4 °C.'],
  },
  {
    rule: 'number-format',
    zh: ['冷冻品在-18℃以下储存，单笔奖励十万元。', '冷冻品在−18℃以下储存，单笔奖励最高10万元。'],
    en: ['Revenue was RMB 137947 million.', 'Revenue was RMB 137,947 million (bond 127045).'],
  },
  {
    rule: 'placeholder-names',
    zh: ['董事长李明远主持会议。', '董事长主持会议。'],
    en: ['Chairman Li Mingyuan chaired the meeting.', 'The chairman chaired the meeting.'],
  },
];

describe('content lint rules', () => {
  for (const { rule, zh, en } of CASES) {
    for (const [lang, [faulty, correct]] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      it(`${rule} catches a planted fault in ${lang} and passes the text written right`, async () => {
        const findings = await lint(lang, faulty);
        const hit = findings.find((f) => f.rule === rule);
        expect(hit, `${rule} on ${faulty}: ${findings.map(formatFinding).join('\n')}`).toBeDefined();
        expect(hit).toMatchObject({ file: FILE, field: `[0].${lang}.summary`, severity: 'error' });
        expect(formatFinding(hit as Finding)).toMatch(
          new RegExp(`^content/data/news\\.yaml: \\[0\\]\\.${lang}\\.summary \\(\\d+:\\d+\\): ${rule}: .+`),
        );
        expect(await lint(lang, correct)).toEqual([]);
      });
    }
  }

  it('terminology holds English to the house terms (British spelling, one term per thing)', async () => {
    const findings = await lint('en', 'We support rural revitalization and sell breeding pigs.');
    expect(findings.filter((f) => f.rule === 'terminology').map((f) => f.message)).toEqual([
      expect.stringContaining('revitalisation'),
      expect.stringContaining('breeding stock'),
    ]);
    expect(await lint('en', 'We support rural revitalisation and sell breeding stock.')).toEqual([]);
  });

  it('zhlint holds Chinese spacing to the house style (no space between Chinese and Latin or digits)', async () => {
    expect(await rulesFound('zh', '公司2021年全年出栏生猪 4026万头，网站不记录您的 IP 地址。')).toContain(
      'zhlint/space-mixed-width',
    );
    expect(await lint('zh', '公司2021年全年出栏生猪4026万头，网站不记录您的IP地址。')).toEqual([]);
    // A headline may part its two phrases with a space; body text may not.
    expect(await lint('zh', '智能养殖 科技兴农', 'title')).toEqual([]);
    expect(await rulesFound('zh', '智能养殖 科技兴农', 'summary')).toContain('zhlint/space-full-width');
  });

  it('leaves the codes of terms.yml as issued (a bond code alone in a table cell)', async () => {
    expect(await lint('en', '127045', 'value')).toEqual([]);
    expect(await rulesFound('en', '127046', 'value')).toEqual(['number-format']);
  });

  it('reads each figure of the spec against the one table, with the plain number allowed in a statistic', async () => {
    expect(await lint('zh', '22000000', 'num')).toEqual([]);
    expect(await rulesFound('zh', '屠宰产能22000000头。')).toContain('spec-figures');
    expect(await rulesFound('en', 'Slaughter capacity reached 22m pigs.')).toContain('spec-figures');
    expect(await lint('en', 'Slaughter capacity reached 22 million pigs.')).toEqual([]);
    const [figure] = (await lint('en', 'The ex-dividend date was June 9, 2022.')).filter(
      (f) => f.rule === 'spec-figures',
    );
    expect(figure?.message).toContain('"9 June 2022"');
  });

  it('tells a superlative claim from 最 of time, limit, frequency or need', async () => {
    for (const claim of ['最好的猪肉', '最新鲜的猪肉', '最高等级的生物安全', '规模最大']) {
      expect(await rulesFound('zh', `我们提供${claim}。`), claim).toContain('advertising-words');
    }
    for (const plain of [
      '最新动态',
      '最近的饲料厂',
      '有效期最少7天',
      '奖励最高10万元',
      '最常见的途径',
      '群众最需要的领域',
    ]) {
      expect(await lint('zh', `详见${plain}。`), plain).toEqual([]);
    }
  });

  it('lets a forbidden word stand inside a quotation on the allow-list', async () => {
    const quotation = '争做行业第一';
    const text = `标语“${quotation}”挂在厂区门口。`;
    expect(await rulesFound('zh', text)).toContain('advertising-words');
    const allowing = { ...config, forbidden: { ...config.forbidden, allowedQuotations: [quotation] } };
    expect(await lintContent([record('zh', text)], allowing)).toEqual([]);
  });

  it('allows placeholder names in a record or block marked sample: true', async () => {
    expect(await lint('zh', '董事长李明远主持会议。', 'summary', { sample: true })).toEqual([]);
    expect(await lint('en', 'Chairman Li Mingyuan chaired the meeting.', 'summary', { sample: true })).toEqual([]);
  });

  it('knows the language of page files from their name and of data files from their block', async () => {
    const page: ContentDocument = {
      file: 'content/pages/contact/en.yaml',
      lang: 'en',
      value: { title: 'Contact', blocks: [{ type: 'text', paragraphs: ['Call us，please.'] }] },
    };
    const site: ContentDocument = {
      file: 'content/site.yaml',
      value: { footerIcons: [{ value: '牧原食品(官方)', url: 'https://example.com/最佳' }] },
    };
    const findings = await lintContent([page, site], config);
    expect(findings.map((f) => [f.file, f.field, f.rule])).toEqual([
      ['content/pages/contact/en.yaml', 'blocks[0].paragraphs[0]', 'punctuation-width'],
      ['content/site.yaml', 'footerIcons[0].value', 'punctuation-width'],
      ['content/site.yaml', 'footerIcons[0].value', 'punctuation-width'],
    ]);
  });

  it('reads Markdown: link targets are not text, and findings give the line within the field', async () => {
    const third = '详见[乡村振兴](/ruralVitalization)，获取最佳做法。';
    const findings = await lint('zh', `这是开头。\n\n${third}`, 'body');
    expect(findings).toEqual([
      expect.objectContaining({
        field: '[0].zh.body',
        rule: 'advertising-words',
        line: 3,
        column: third.indexOf('最佳') + 1,
      }),
    ]);
  });
});

describe('the facts table (content/facts.yml)', () => {
  it('holds the stock code the code uses (contract constants)', () => {
    expect(config.figures.find((f) => f.id === 'stock-code')?.accepted).toMatchObject({
      zh: [STOCK_CODE],
      en: [STOCK_CODE],
    });
  });

  for (const figure of config.figures) {
    it(`${figure.id}: its patterns find the figure as written in each language, and its accepted forms pass`, async () => {
      for (const lang of ['zh', 'en'] as const) {
        expect(
          figure.accepted[lang].some((form) => figure.detect.some((d) => d.test(form))),
          `${figure.id}: no pattern finds ${figure.accepted[lang].join(', ')}`,
        ).toBe(true);
        for (const form of figure.accepted[lang]) {
          const findings = await lint(lang, lang === 'zh' ? `公司标准为${form}。` : `The standard is ${form}.`);
          expect(findings.filter((f) => f.rule === 'spec-figures')).toEqual([]);
        }
      }
    });
  }
});

describe('the lint over all of content/', () => {
  it('reads every copy file, names file, field and rule of each finding, and takes under 20 s of CPU', async () => {
    const documents = readContentDocuments(CONTENT_DIR);
    expect(documents.length).toBeGreaterThan(100);
    const cpuBefore = process.cpuUsage();
    const findings = await lintContent(documents, config);
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (cpu.user + cpu.system) / 1e6;
    // The wall time on a shared machine depends on its load; the work the lint does is its CPU time.
    expect(seconds).toBeGreaterThan(0.1);
    expect(seconds).toBeLessThan(20);
    const files = new Set(documents.map((d) => d.file));
    for (const finding of findings) {
      expect(files.has(finding.file)).toBe(true);
      expect(finding.field).not.toBe('');
      expect(finding.rule).not.toBe('');
    }
  }, 120_000);
});
