import type { AuditEntry } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../i18n/format-message.ts';
import { AUDIT_PAGE_SIZE, AuditPage } from './audit-page.tsx';
import { ACTION_NAMES } from './audit-words.ts';
import { ConsoleProviders } from './console-providers.tsx';
import { STRINGS } from './strings.ts';

const t = STRINGS.zh;
const ME: Me = { id: 'a1', name: '李管理', roles: ['admin'], via: 'session', stepUpUntil: null };

function entry(seq: number, over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    seq,
    // One minute apart, newest first, in UTC as the server stores them.
    at: new Date(Date.UTC(2026, 10, 25, 4, 40) - (100 - seq) * 60_000).toISOString(),
    actor: 'account:acc-0001',
    actorName: '李管理',
    action: 'sign_in',
    object: null,
    session: 'sess-0001',
    detail: { method: 'passkey' },
    ...over,
  };
}

const page = (list: AuditEntry[], total = list.length, pageNum = 1) => ({
  code: 200,
  msg: 'ok',
  data: { list, total, pageNum, pageSize: AUDIT_PAGE_SIZE },
});

/** The API stubbed with answers in order; every call's address is kept. */
function stubApi(...answers: unknown[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      urls.push(new URL(path, 'http://localhost'));
      const body = answers.shift();
      if (!body) throw new Error(`unexpected call ${path}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const show = () =>
  render(
    <ConsoleProviders>
      <AuditPage me={ME} />
    </ConsoleProviders>,
  );

/** The table's body rows as the person reads them: number, time, who, action. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: t.auditCaption });
  // Rows by selector: a role query over 60 rows costs seconds in jsdom.
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent?.trim()),
  );
}

describe('the audit log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names content actions and their details (versions, draft author, scheduled minute in Beijing time)', async () => {
    const list = [
      entry(2, {
        action: 'content_schedule',
        object: 'content:news/news-2026-11-pig-barn',
        detail: {
          schedule: '0f3c2b1a-9d8e-4f00-a1b2-c3d4e5f60718',
          at: '2026-11-27T02:00:00.000Z',
          author: 'account:acc-0002',
          replaced: 0,
        },
      }),
      entry(1, {
        action: 'content_publish',
        object: 'content:news/news-2026-11-pig-barn',
        detail: { from: null, to: 1, draftOf: 'account:acc-0002' },
      }),
    ];
    stubApi(page(list));
    show();
    expect((await tableRows()).map((row) => row[3])).toEqual([
      ACTION_NAMES.zh.content_schedule,
      ACTION_NAMES.zh.content_publish,
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('内容 news/news-2026-11-pig-barn');
    expect(rows[1]).toHaveTextContent('发布时间（北京时间）2026-11-27 10:00');
    expect(rows[1]).toHaveTextContent('草稿作者账户 acc-0002');
    expect(rows[2]).toHaveTextContent('原版本—');
    expect(rows[2]).toHaveTextContent('新版本1');
    // Every action the trail may hold is offered by the filter, content editing's included.
    const options = within(screen.getByLabelText(t.auditAction))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(ACTION_NAMES.zh.content_schedule_failed);
    expect(options).toContain(ACTION_NAMES.zh.sign_in);
  });

  it("shows the API's answer newest first, in Beijing time, with the actions in words", async () => {
    const list = [
      entry(3, { at: '2026-11-25T04:37:00.000Z', action: 'passkey_add', object: 'passkey:abcdefghijklmnop' }),
      // Beijing's date moves on at 16:00 UTC.
      entry(2, {
        at: '2026-11-24T16:05:09.000Z',
        action: 'sign_in_failed',
        actor: 'anonymous',
        actorName: null,
        session: null,
      }),
      entry(1, {
        at: '2026-11-24T15:59:59.000Z',
        action: 'enrollment',
        actor: 'system',
        actorName: null,
        detail: { roles: ['admin'] },
      }),
    ];
    const urls = stubApi(page(list));
    show();
    expect(await tableRows()).toEqual([
      ['3', '2026-11-25 12:37:00', '李管理账户 acc-0001', ACTION_NAMES.zh.passkey_add],
      ['2', '2026-11-25 00:05:09', '未登录的访问者', ACTION_NAMES.zh.sign_in_failed],
      ['1', '2026-11-24 23:59:59', '系统', ACTION_NAMES.zh.enrollment],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', t.auditShown, { count: 3, shown: 3 }));
    // The details in words: the roles by their names, the method, the object's kind.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('角色管理员');
    expect(rows[1]).toHaveTextContent('通行密钥 abcdefgh…');
    expect(rows[1]).toHaveTextContent('方式通行密钥');
    // The first page, unfiltered, newest first by the API's own order.
    expect(urls.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      [ADMIN_PATHS.audit, { pageNum: '1', pageSize: String(AUDIT_PAGE_SIZE) }],
    ]);
    expect(screen.queryByRole('button', { name: t.auditMore })).toBeNull();
    // Two pages in a table and as cards: jsdom's role queries over them take seconds on a busy machine.
  }, 20_000);

  it("sends the filters as the API's query, Beijing days as UTC instants, and says when nothing matches", async () => {
    const urls = stubApi(page([entry(5)]), page([]));
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(t.auditAction), { target: { value: 'passkey_remove' } });
    fireEvent.change(screen.getByLabelText(t.auditActor), { target: { value: ' account:acc-0001 ' } });
    fireEvent.change(screen.getByLabelText(t.auditObject), { target: { value: 'passkey:xyz' } });
    fireEvent.change(screen.getByLabelText(t.auditFrom), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(t.auditTo), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: t.auditApply }));

    expect(await screen.findByTestId('audit-empty')).toHaveTextContent(t.auditEmpty);
    expect(screen.queryByRole('table')).toBeNull();
    expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toEqual({
      pageNum: '1',
      pageSize: String(AUDIT_PAGE_SIZE),
      action: 'passkey_remove',
      actor: 'account:acc-0001',
      object: 'passkey:xyz',
      // Beijing midnight is 16:00 UTC the day before; `to` takes the whole last day.
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-02T15:59:59.999Z',
    });
  });

  it('refuses a start date after the end date without asking the API', async () => {
    const urls = stubApi(page([entry(5)]));
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(t.auditFrom), { target: { value: '2026-11-03' } });
    fireEvent.change(screen.getByLabelText(t.auditTo), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: t.auditApply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.auditBadRange);
    expect(urls).toHaveLength(1);
  });

  it("narrows to one actor from a row's name", async () => {
    const urls = stubApi(page([entry(7, { actor: 'token:tok-1', actorName: 'CI 发布' })]), page([entry(7)]));
    show();
    const table = await screen.findByRole('table');
    fireEvent.click(
      within(table).getByRole('button', { name: formatMessage('zh', t.auditOnlyActor, { name: 'CI 发布' }) }),
    );
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]?.searchParams.get('actor')).toBe('token:tok-1');
    expect(screen.getByLabelText(t.auditActor)).toHaveValue('token:tok-1');
  });

  it('pages with "more": the next page appended, an entry already shown not twice, focus on the first new one', async () => {
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => entry(60 - i));
    // One entry was written meanwhile: the second page starts with the last one of the first again.
    const second = Array.from({ length: 11 }, (_, i) => entry(11 - i));
    const urls = stubApi(page(first, 61), page(second, 61, 2));
    show();
    await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', t.auditShown, { count: 61, shown: 50 }));
    fireEvent.click(screen.getByRole('button', { name: t.auditMore }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', t.auditShown, { count: 61, shown: 60 })),
    );
    expect(urls[1]?.searchParams.get('pageNum')).toBe('2');
    const seqs = (await tableRows()).map((row) => Number(row[0]));
    expect(seqs).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    expect(document.activeElement?.getAttribute('data-seq')).toBe('10');
    // A short page was the last: no "more" (the entry written meanwhile is the newest, shown on a new search).
    expect(screen.queryByRole('button', { name: t.auditMore })).toBeNull();
    // Two pages in a table and as cards: jsdom's role queries over them take seconds on a busy machine.
  }, 20_000);

  it('says so when the log is empty', async () => {
    stubApi(page([]));
    show();
    expect(await screen.findByTestId('audit-empty')).toHaveTextContent(t.auditEmptyAll);
  });
});
