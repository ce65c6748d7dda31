import type { CollectionSchema, RecordJson } from '@muyuan/contract/admin/editorial';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { EDITOR_STRINGS } from './editor-strings.ts';
import { FormContext } from './form-context.ts';
import type { JsonSchema } from './json-schema.ts';
import { RecordForm } from './record-form.tsx';

const s = EDITOR_STRINGS.zh;
const text: JsonSchema = { type: 'string', minLength: 1 };
const media: JsonSchema = { type: 'string', format: 'media-path' };
const block: JsonSchema = {
  type: 'object',
  properties: {
    title: text,
    body: { type: 'string', contentMediaType: 'text/markdown' },
    attachments: {
      type: 'array',
      items: { type: 'object', properties: { title: text, file: media }, required: ['title', 'file'] },
    },
  },
  required: ['title', 'body'],
};
/** A news article's schema as the server describes it (server/test/admin-content-schema.test.ts). */
const NEWS: CollectionSchema = {
  collection: 'news',
  single: false,
  idField: 'id',
  english: 'optional',
  schema: {
    type: 'object',
    properties: {
      id: text,
      date: { type: 'string', format: 'date' },
      cover: { anyOf: [media, { type: 'null' }] },
      category: { type: 'string', enum: ['company', 'media'] },
      zh: block,
      en: block,
    },
    required: ['id', 'date', 'category', 'zh'],
  },
};
const ARTICLE: RecordJson = {
  id: 'n1',
  date: '2026-11-20',
  cover: null,
  category: 'company',
  zh: { title: '牧原新闻', body: '第一段' },
  en: { title: 'Muyuan news', body: 'First paragraph' },
};

afterEach(() => vi.unstubAllGlobals());

/** The form with its value kept as the editor keeps it; every change is recorded. */
function show(
  initial: RecordJson,
  { readOnly = false, errors = {} as Record<string, string>, english = 'current' } = {},
) {
  const changes: RecordJson[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <FormContext value={{ errors, readOnly }}>
        <RecordForm
          described={NEWS}
          value={value}
          idLocked
          english={english as 'current'}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </FormContext>
    );
  }
  render(
    <ConsoleProviders>
      <Harness />
    </ConsoleProviders>,
  );
  return changes;
}

describe('the record form', () => {
  it('shows both languages side by side, each field labelled with its language, and edits one without the other', () => {
    const changes = show(ARTICLE);
    expect(screen.getByLabelText(`标题${s.inChinese}`)).toHaveValue('牧原新闻');
    expect(screen.getByLabelText(`标题${s.inEnglish}`)).toHaveValue('Muyuan news');
    expect(screen.getByLabelText(`标题${s.inEnglish}`)).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('编号')).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText(`标题${s.inEnglish}`), { target: { value: 'Muyuan news, revised' } });
    expect(changes.at(-1)).toEqual({ ...ARTICLE, en: { title: 'Muyuan news, revised', body: 'First paragraph' } });
    // A choice offers the schema's values and nothing else, in words with the stored value.
    const options = within(screen.getByLabelText(/分类/)).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['company', '公司新闻 (company)'],
      ['media', '媒体报道 (media)'],
    ]);
  });

  it('adds English to a Chinese-only record from the schema, and removes it again', () => {
    const { en: _en, ...chineseOnly } = ARTICLE;
    const changes = show(chineseOnly, { english: 'missing' });
    expect(screen.getByText(s.noEnglish)).toBeInTheDocument();
    expect(screen.queryByLabelText(`标题${s.inEnglish}`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: s.addEnglish }));
    expect(changes.at(-1)?.en).toEqual({ title: '', body: '' });
    expect(screen.getByLabelText(`标题${s.inEnglish}`)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: s.removeEnglish }));
    expect(changes.at(-1)).not.toHaveProperty('en');
  });

  it('adds, moves and removes list items; an optional list emptied leaves the record', () => {
    const changes = show(ARTICLE);
    const list = screen.getAllByRole('group', { name: /附件/ })[1] as HTMLElement; // the English column's
    fireEvent.click(within(list).getByRole('button', { name: `+ ${s.addItem}` }));
    expect(changes.at(-1)?.en).toMatchObject({ attachments: [{ title: '', file: '' }] });
    // The attachment's title is named with its place, not as the article's title.
    fireEvent.change(within(list).getByLabelText(`标题 · 第 1 项 · 附件${s.inEnglish}`), {
      target: { value: 'Annual report' },
    });
    fireEvent.click(within(list).getByRole('button', { name: `+ ${s.addItem}` }));
    fireEvent.click(within(list).getByRole('button', { name: '下移第 1 项' }));
    expect(changes.at(-1)?.en).toMatchObject({
      attachments: [
        { title: '', file: '' },
        { title: 'Annual report', file: '' },
      ],
    });
    fireEvent.click(within(list).getByRole('button', { name: '删除第 1 项' }));
    fireEvent.click(within(list).getByRole('button', { name: '删除第 1 项' }));
    expect(changes.at(-1)?.en).toEqual({ title: 'Muyuan news', body: 'First paragraph' });
  });

  it('previews Markdown with the server’s rendering', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { html: '<p><strong>第一段</strong></p>' } }));
      }),
    );
    show(ARTICLE);
    fireEvent.change(screen.getByLabelText(`正文${s.inChinese}`), { target: { value: '**第一段**' } });
    const preview = await screen.findByTestId('field-zh_body-preview', {}, { timeout: 2000 });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('第一段'));
    expect(calls).toContainEqual({ markdown: '**第一段**' });
  });

  it('uploads a file into a media field: the store answers its address, which becomes the value', async () => {
    const sent: FormData[] = [];
    const stored = {
      path: `/media/u/${'a'.repeat(64)}.png`,
      sha256: 'a'.repeat(64),
      kind: 'image',
      mime: 'image/png',
      size: 68,
      name: 'barn.png',
      uploadedAt: '2026-11-26T10:00:00.000Z',
      uploadedBy: 'account:1',
      uploadedByName: '陈编辑',
      image: { width: 1, height: 1 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        expect(path).toBe('/api/admin/v1/media');
        sent.push(init.body as FormData);
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: stored }));
      }),
    );
    const changes = show(ARTICLE);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'barn.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('field-cover-file'), { target: { files: [file] } });
    expect(await screen.findByText('已上传：barn.png')).toBeInTheDocument();
    expect(changes.at(-1)?.cover).toBe(stored.path);
    expect(screen.getByLabelText(/封面图/, { selector: 'input[type=text]' })).toHaveValue(stored.path);
    expect(sent[0]?.get('file')).toMatchObject({ name: 'barn.png' });
    // The upload button is named with its field, for screen readers.
    expect(screen.getByRole('button', { name: /^上传….*· 封面图$/ })).toBeInTheDocument();
  });

  it('marks the fields the server refused, and lets a reader only read', () => {
    show(ARTICLE, { readOnly: true, errors: { 'zh.title': '至少 1 个字符' } });
    const title = screen.getByLabelText(`标题${s.inChinese}`);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('至少 1 个字符');
    expect(title).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: `+ ${s.addItem}` })).toBeNull();
    expect(screen.queryByRole('button', { name: s.removeEnglish })).toBeNull();
  });
});
