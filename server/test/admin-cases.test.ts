import { createPublicKey, randomUUID } from 'node:crypto';
import type { CaseDetail, CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId, withParams } from '@muyuan/contract/admin/paths';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { isoAt } from '../src/admin/clock.ts';
import { createToken } from '../src/admin/tokens.ts';
import { totpCode } from '../src/admin/totp.ts';
import { DAY_MS } from '../src/cases/clocks.ts';
import { deleteExpiredCases } from '../src/cases/retention.ts';
import { AttachmentStore } from '../src/integrity/attachment-store.ts';
import { decrypt, encrypt, publicKeyFrom, seal, unseal } from '../src/integrity/crypto.ts';
import { openReport } from '../src/integrity/officer.ts';
import { decryptStoredFile } from '../src/integrity/sealed-file.ts';
import {
  ADMIN_ORIGIN,
  type Caller,
  call,
  type Enrolled,
  enrollWithPassword,
  FakeClock,
  sessionCookie,
  sessionHeaders,
  signIn,
} from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Words that must never leave the sealed report: in no audit row and no answer of the case API. */
const CANARY = 'CANARY-e51c9a0b-never-in-clear';
const REASON_CANARY = 'REASON-CANARY-4d2f';

const limits = { reportRateLimitMax: 1000, lookupRateLimitMax: 1000, uploadRateLimitMax: 1000 };
const P = ADMIN_PATHS;
const data = <T>(res: LightMyRequestResponse): T => (res.json() as { data: T }).data;

describe.each(databases())('the compliance team works its cases (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let officer: Enrolled;
  let otherOfficer: Enrolled;
  let admin: Enrolled;
  let editor: Enrolled;
  let viewer: Enrolled;
  let publisher: Enrolled;
  let officerId: string;
  let otherOfficerId: string;
  let editorId: string;
  /** Every case API answer, searched for the canary at the end. */
  const answers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, limits, { clock: clock.now });
    officer = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
    otherOfficer = await enrollWithPassword(t.app, t.db, clock, ['compliance', 'viewer']);
    admin = await enrollWithPassword(t.app, t.db, clock, ['admin']);
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    publisher = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
    const idOf = async (who: Enrolled) => data<{ id: string }>(await call(t.app, 'GET', P.me, as(who))).id;
    officerId = await idOf(officer);
    otherOfficerId = await idOf(otherOfficer);
    editorId = await idOf(editor);
  });
  afterAll(async () => t?.cleanup());

  const as = (who: Enrolled): Caller => ({ cookie: who.cookie });
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who: Caller = as(officer)) => {
    const res = await call(t.app, method, url, who, body);
    answers.push(res.body);
    return res;
  };

  /** Files a report (through the public form's address) and answers its code and case id. */
  async function fileReport(content = aReport().content): Promise<{ code: string; id: string }> {
    const before = new Set((await t.db.selectFrom('complaints').select('id').execute()).map((r) => r.id));
    const res = await submit(t.app, aReport({ content }));
    expect(res.statusCode).toBe(200);
    const after = await t.db.selectFrom('complaints').select('id').execute();
    const id = after.map((r) => r.id).find((candidate) => !before.has(candidate));
    if (!id) throw new Error('no new report');
    return { code: (res.json() as { data: { queryCode: string } }).data.queryCode, id };
  }

  /** Moves a report's receipt into the past, relative to the fake clock (the clocks read stored dates). */
  const receivedAgo = (id: string, ms: number) =>
    t.db
      .updateTable('complaints')
      .set({ created_at: isoAt(clock.now() - ms) })
      .where('id', '=', id)
      .execute();

  const summary = async (id: string): Promise<CaseSummary> => {
    const res = await api('GET', `${P.cases}?pageSize=200`);
    expect(res.statusCode).toBe(200);
    const found = data<{ list: CaseSummary[] }>(res).list.find((c) => c.id === id);
    if (!found) throw new Error(`case ${id} not listed`);
    return found;
  };
  const listIds = async (query: string) =>
    data<{ list: CaseSummary[] }>(await api('GET', `${P.cases}?pageSize=200&${query}`)).list.map((c) => c.id);
  const caseAudit = (id: string) =>
    t.db.selectFrom('audit_log').selectAll().where('object', '=', `case:${id}`).orderBy('seq').execute();

  it('lists a new report as a received case, newest first, with both deadlines counted from receipt', async () => {
    const older = await fileReport();
    const newer = await fileReport();
    await receivedAgo(older.id, 120_000);
    await receivedAgo(newer.id, 60_000);
    const res = await api('GET', `${P.cases}?pageSize=200`);
    expect(res.statusCode).toBe(200);
    const page = data<{ list: CaseSummary[]; total: number; pageNum: number; pageSize: number }>(res);
    const ids = page.list.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.total).toBeGreaterThanOrEqual(2);
    await receivedAgo(newer.id, 0);
    const fresh = await summary(newer.id);
    expect(fresh).toMatchObject({
      status: 'received',
      outcome: null,
      acknowledgedAt: null,
      feedbackAt: null,
      closedAt: null,
      acknowledgeDaysLeft: 7,
      feedbackDaysLeft: 90,
      acknowledgeOverdue: false,
      feedbackOverdue: false,
      overdue: false,
      assignee: null,
      legalHold: false,
      version: 1,
    });
    expect(Date.parse(fresh.acknowledgeBy) - Date.parse(fresh.receivedAt)).toBe(7 * DAY_MS);
    expect(Date.parse(fresh.feedbackBy) - Date.parse(fresh.receivedAt)).toBe(90 * DAY_MS);
    const paged = data<{ list: CaseSummary[] }>(await api('GET', `${P.cases}?pageSize=1&pageNum=1`));
    expect(paged.list).toHaveLength(1);
  });

  it('marks the acknowledgement overdue just after 7 days, not at 7 days; acknowledging stops that clock', async () => {
    const report = await fileReport();
    await receivedAgo(report.id, 7 * DAY_MS);
    expect(await summary(report.id)).toMatchObject({
      acknowledgeDaysLeft: 0,
      acknowledgeOverdue: false,
      overdue: false,
    });
    await receivedAgo(report.id, 7 * DAY_MS + 1);
    expect(await summary(report.id)).toMatchObject({
      acknowledgeDaysLeft: -1,
      acknowledgeOverdue: true,
      feedbackOverdue: false,
      overdue: true,
    });
    expect(await listIds('overdue=true')).toContain(report.id);
    expect(await listIds('overdue=false')).not.toContain(report.id);

    const acknowledged = await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 });
    expect(acknowledged.statusCode).toBe(200);
    expect(data<CaseSummary>(acknowledged)).toMatchObject({
      status: 'acknowledged',
      acknowledgedAt: isoAt(clock.now()),
      acknowledgeDaysLeft: null,
      acknowledgeOverdue: false,
      overdue: false,
      version: 2,
    });
    expect(await listIds('overdue=false')).toContain(report.id);
  });

  it('marks feedback overdue just after the configured 90 days; giving feedback or closing stops it', async () => {
    const report = await fileReport();
    const ack = await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 });
    expect(ack.statusCode).toBe(200);
    await receivedAgo(report.id, 90 * DAY_MS);
    expect(await summary(report.id)).toMatchObject({ feedbackDaysLeft: 0, feedbackOverdue: false, overdue: false });
    await receivedAgo(report.id, 90 * DAY_MS + 1);
    expect(await summary(report.id)).toMatchObject({
      feedbackDaysLeft: -1,
      feedbackOverdue: true,
      acknowledgeOverdue: false,
      overdue: true,
    });
    const feedback = await api('POST', withId(P.caseFeedback, report.id), { version: 2 });
    expect(feedback.statusCode).toBe(200);
    expect(data<CaseSummary>(feedback)).toMatchObject({
      feedbackAt: isoAt(clock.now()),
      feedbackDaysLeft: null,
      feedbackOverdue: false,
      overdue: false,
    });
    expect((await api('POST', withId(P.caseFeedback, report.id), { version: 3 })).headers['x-error-code']).toBe(
      'feedback_already_given',
    );

    const unanswered = await fileReport();
    await receivedAgo(unanswered.id, 200 * DAY_MS);
    expect((await summary(unanswered.id)).overdue).toBe(true);
    const closed = await api('POST', withId(P.caseStatus, unanswered.id), {
      version: 1,
      status: 'closed',
      outcome: 'withdrawn',
      reason: 'The reporter withdrew it',
    });
    expect(closed.statusCode).toBe(200);
    expect(data<CaseSummary>(closed)).toMatchObject({
      status: 'closed',
      outcome: 'withdrawn',
      closedAt: isoAt(clock.now()),
      acknowledgeDaysLeft: null,
      feedbackDaysLeft: null,
      overdue: false,
    });
  });

  it('answers monitoring with the overdue cases and those due within 2 days, ids and deadlines only', async () => {
    const late = await fileReport();
    await receivedAgo(late.id, 8 * DAY_MS);
    const dueSoon = await fileReport();
    await receivedAgo(dueSoon.id, 6 * DAY_MS);
    const fresh = await fileReport();
    const feedbackSoon = await fileReport();
    expect((await api('POST', withId(P.caseAcknowledge, feedbackSoon.id), { version: 1 })).statusCode).toBe(200);
    await receivedAgo(feedbackSoon.id, 89 * DAY_MS);
    // Each officer's digest counts their own: the list names who works on each.
    const assigned = await api('PUT', withId(P.caseAssignee, late.id), { version: 1, accountId: officerId });
    expect(assigned.statusCode).toBe(200);

    const res = await api('GET', P.casesOverdue);
    expect(res.statusCode).toBe(200);
    const { list, dueWithinDays } = data<{
      list: { id: string; acknowledgeBy: string | null; feedbackBy: string | null; overdue: boolean }[];
      dueWithinDays: number;
    }>(res);
    expect(dueWithinDays).toBe(2);
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(late.id)).toMatchObject({ overdue: true, assigneeId: officerId });
    expect(byId.get(dueSoon.id)).toMatchObject({ assigneeId: null });
    expect(byId.get(dueSoon.id)).toMatchObject({ overdue: false });
    expect(byId.get(dueSoon.id)?.acknowledgeBy).toBe(isoAt(clock.now() + DAY_MS));
    expect(byId.get(feedbackSoon.id)).toMatchObject({ overdue: false, acknowledgeBy: null });
    expect(byId.get(feedbackSoon.id)?.feedbackBy).toBe(isoAt(clock.now() + DAY_MS));
    expect(byId.has(fresh.id)).toBe(false);
    for (const item of list)
      expect(Object.keys(item).sort()).toEqual(['acknowledgeBy', 'assigneeId', 'feedbackBy', 'id', 'overdue']);
  });

  it('assigns to compliance officers only, and filters by status and assignee', async () => {
    const report = await fileReport();
    const toEditor = await api('PUT', withId(P.caseAssignee, report.id), { version: 1, accountId: editorId });
    expect(toEditor.statusCode).toBe(400);
    expect(toEditor.headers['x-error-code']).toBe('not_compliance_officer');
    const toNobodyKnown = await api('PUT', withId(P.caseAssignee, report.id), { version: 1, accountId: 'no-such' });
    expect(toNobodyKnown.headers['x-error-code']).toBe('not_compliance_officer');

    const assigned = await api('PUT', withId(P.caseAssignee, report.id), { version: 1, accountId: otherOfficerId });
    expect(assigned.statusCode).toBe(200);
    expect(data<CaseSummary>(assigned).assignee).toEqual({ id: otherOfficerId, name: `Name of ${otherOfficer.email}` });
    expect(await listIds(`assignee=${otherOfficerId}`)).toEqual([report.id]);
    expect(await listIds('assignee=none')).not.toContain(report.id);
    expect(await listIds(`assignee=${officerId}`)).not.toContain(report.id);
    expect(await listIds('status=received')).toContain(report.id);
    expect(await listIds('status=acknowledged')).not.toContain(report.id);

    const unassigned = await api('PUT', withId(P.caseAssignee, report.id), { version: 2, accountId: null });
    expect(data<CaseSummary>(unassigned)).toMatchObject({ assignee: null, version: 3 });
    expect(await listIds('assignee=none')).toContain(report.id);
    const actions = (await caseAudit(report.id)).map((r) => [r.action, JSON.parse(r.detail)]);
    expect(actions).toEqual([
      ['case_assign', { from: null, to: otherOfficerId, version: 2 }],
      ['case_assign', { from: otherOfficerId, to: null, version: 3 }],
    ]);
    const bad = await api('GET', `${P.cases}?status=lost`);
    expect(bad.statusCode).toBe(400);
  });

  it('moves a case only along allowed transitions, with a reason, closing with an outcome; stale versions are 409', async () => {
    const report = await fileReport();
    const status = (version: number, body: Record<string, unknown>) =>
      api('POST', withId(P.caseStatus, report.id), { version, reason: 'Because', ...body });

    const skip = await status(1, { status: 'in_review' });
    expect(skip.statusCode).toBe(400);
    expect(skip.headers['x-error-code']).toBe('transition_not_allowed');
    expect(skip.json().msg).toContain('received');
    const inChinese = await t.app.inject({
      method: 'POST',
      url: withId(P.caseStatus, report.id),
      headers: { lang: 'zh', origin: ADMIN_ORIGIN, ...sessionHeaders(officer.cookie) },
      payload: { version: 1, status: 'in_review', reason: '原因' },
    });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json().msg).toMatch(/^案件不能从/);
    expect((await status(1, { status: 'acknowledged' })).headers['x-error-code']).toBe('transition_not_allowed');
    const noReason = await api('POST', withId(P.caseStatus, report.id), {
      version: 1,
      status: 'closed',
      outcome: 'referred',
    });
    expect(noReason.statusCode).toBe(400);
    expect((await status(1, { status: 'closed', reason: '   ', outcome: 'referred' })).statusCode).toBe(400);
    expect((await status(1, { status: 'closed' })).headers['x-error-code']).toBe('outcome_required');

    expect((await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 })).statusCode).toBe(200);
    const stale = await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-error-code']).toBe('stale_case');
    expect(stale.json().data).toEqual({ currentVersion: 2, version: 1 });
    expect((await api('POST', withId(P.caseAcknowledge, report.id), { version: 2 })).headers['x-error-code']).toBe(
      'already_acknowledged',
    );
    expect((await status(1, { status: 'in_review' })).statusCode).toBe(409);
    expect((await status(2, { status: 'in_review', outcome: 'referred' })).headers['x-error-code']).toBe(
      'outcome_only_when_closing',
    );

    const review = await status(2, { status: 'in_review', reason: `Opened the inquiry ${REASON_CANARY}` });
    expect(data<CaseSummary>(review)).toMatchObject({ status: 'in_review', version: 3 });
    const closed = await status(3, { status: 'closed', outcome: 'substantiated' });
    expect(data<CaseSummary>(closed)).toMatchObject({ status: 'closed', outcome: 'substantiated', version: 4 });
    expect((await status(4, { status: 'closed', outcome: 'referred' })).headers['x-error-code']).toBe(
      'transition_not_allowed',
    );
    expect((await api('POST', withId(P.caseAcknowledge, report.id), { version: 4 })).headers['x-error-code']).toBe(
      'case_closed',
    );
    const reopened = await status(4, { status: 'in_review', reason: 'New evidence' });
    expect(data<CaseSummary>(reopened)).toMatchObject({
      status: 'in_review',
      outcome: null,
      closedAt: null,
      version: 5,
    });

    const staleHold = await api('PUT', withId(P.caseLegalHold, report.id), { version: 4, hold: true, reason: 'x' });
    expect(staleHold.statusCode).toBe(409);
    const held = await api('PUT', withId(P.caseLegalHold, report.id), { version: 5, hold: true, reason: 'Litigation' });
    expect(data<CaseSummary>(held)).toMatchObject({ legalHold: true, version: 6 });
    expect(
      (await api('PUT', withId(P.caseLegalHold, report.id), { version: 6, hold: true, reason: 'again' })).headers[
        'x-error-code'
      ],
    ).toBe('legal_hold_unchanged');
    const released = await api('PUT', withId(P.caseLegalHold, report.id), { version: 6, hold: false, reason: 'Over' });
    expect(data<CaseSummary>(released)).toMatchObject({ legalHold: false, version: 7 });

    const rows = await caseAudit(report.id);
    expect(rows.map((r) => r.action)).toEqual([
      'case_acknowledge',
      'case_status',
      'case_status',
      'case_status',
      'case_legal_hold',
      'case_legal_hold',
    ]);
    expect(rows.every((r) => r.actor === `account:${officerId}`)).toBe(true);
    const reviewDetail = JSON.parse(rows[1]?.detail ?? '{}') as Record<string, unknown>;
    expect(reviewDetail).toMatchObject({ from: 'acknowledged', to: 'in_review', outcome: null, version: 3 });
    // The reason is kept for the team only: sealed to its key, readable with the private key.
    const privateKey = firstStartPrivateKey(t.config.dataDir);
    const reason = unseal(Buffer.from(String(reviewDetail.reasonSealed), 'base64'), privateKey).toString('utf8');
    expect(reason).toBe(`Opened the inquiry ${REASON_CANARY}`);
    expect(JSON.parse(rows[2]?.detail ?? '{}')).toMatchObject({ to: 'closed', outcome: 'substantiated' });
  });

  it('sends the report sealed exactly as stored, audits each view with ids only, and never shows report text', async () => {
    const report = await fileReport(`有人要求供应商支付回扣，金额较大，有转账记录。${CANARY}`);
    const res = await api('GET', withId(P.case, report.id));
    expect(res.statusCode).toBe(200);
    const detail = data<CaseDetail>(res);
    expect(detail).toMatchObject({ id: report.id, status: 'received', version: 1 });
    const stored = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(detail.sealed.sealedKey).toBe(stored.key_sealed);
    expect(detail.sealed.body).toBe(stored.body);
    expect(detail.sealed.attachments).toEqual([]);
    expect(detail.sealed.format.sealInfo).toBe('muyuan-compliance-seal-v1');
    // What the browser will do: open the report key with the team's private key, then the report.
    const reportKey = unseal(Buffer.from(detail.sealed.sealedKey, 'base64'), firstStartPrivateKey(t.config.dataDir));
    const opened = JSON.parse(decrypt(reportKey, Buffer.from(detail.sealed.body, 'base64')).toString('utf8'));
    expect(opened.content).toContain(CANARY);

    const views = await caseAudit(report.id);
    expect(views.map((r) => [r.action, r.detail, r.actor])).toEqual([['case_view', '{}', `account:${officerId}`]]);
    expect((await api('GET', withId(P.case, '0b7c1e4e-5d0f-4a53-9a3e-0f5f1b4e2c11'))).statusCode).toBe(404);
    expect((await api('GET', withId(P.case, 'not-an-id'))).statusCode).toBe(400);

    await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 });
    await api('PUT', withId(P.caseAssignee, report.id), { version: 2, accountId: officerId });
    await api('POST', withId(P.caseStatus, report.id), { version: 3, status: 'in_review', reason: REASON_CANARY });
    await api('PUT', withId(P.caseLegalHold, report.id), { version: 4, hold: true, reason: REASON_CANARY });
    await api('GET', P.casesOverdue);

    // The CLI's read shows the case's history with each reason opened by the team's key.
    const history = (await openReport(t.db, firstStartPrivateKey(t.config.dataDir), report.id)).history;
    expect(history.map((h) => h.action)).toEqual([
      'case_view',
      'case_acknowledge',
      'case_assign',
      'case_status',
      'case_legal_hold',
    ]);
    expect(history[3]).toMatchObject({
      reason: REASON_CANARY,
      detail: { from: 'acknowledged', to: 'in_review', outcome: null, version: 4 },
    });
    expect(history[4]).toMatchObject({ reason: REASON_CANARY, detail: { hold: true } });
    expect(history[0]).toMatchObject({ reason: null, detail: {} });

    const audit = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(audit).not.toContain(CANARY);
    expect(audit).not.toContain(REASON_CANARY);
    expect(audit).not.toContain('回扣');
    for (const answer of answers) {
      expect(answer).not.toContain(CANARY);
      expect(answer).not.toContain('回扣');
    }
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: expect.any(Number) });
  });

  it("lists each case's index sealed to the team key with sealed=index, audited once per listing with the ids", async () => {
    const report = await fileReport(`举报内容不在索引里。${CANARY}`);
    const { subject, province, deptId, deptTypeCode } = aReport();
    const before = Number((await t.db.selectFrom('audit_head').select('seq').executeTakeFirst())?.seq ?? 0);
    const plain = data<{ list: Record<string, unknown>[] }>(await api('GET', `${P.cases}?pageSize=1000`));
    expect(plain.list.every((c) => !('sealedIndex' in c))).toBe(true);
    const res = await api('GET', `${P.cases}?pageSize=1000&sealed=index`);
    expect(res.statusCode).toBe(200);
    const page = data<{ list: (CaseSummary & { sealedIndex: string | null })[] }>(res);
    const entry = page.list.find((c) => c.id === report.id);
    if (!entry?.sealedIndex) throw new Error('no sealed index');
    const opened = JSON.parse(
      unseal(Buffer.from(entry.sealedIndex, 'base64'), firstStartPrivateKey(t.config.dataDir)).toString('utf8'),
    );
    // Only the four fields the list needs: nothing else of the report is in the index.
    expect(opened).toEqual({ subject, province, deptId, deptTypeCode });
    expect(res.body).not.toContain(CANARY);
    const rows = await t.db.selectFrom('audit_log').selectAll().where('seq', '>', before).orderBy('seq').execute();
    expect(rows.map((r) => [r.action, r.object, r.actor])).toEqual([['case_index_read', null, `account:${officerId}`]]);
    expect(JSON.parse(rows[0]?.detail ?? '{}')).toEqual({ cases: page.list.map((c) => c.id) });
    expect((await api('GET', `${P.cases}?pageSize=1001`)).statusCode).toBe(400);
    expect((await api('GET', `${P.cases}?sealed=report`)).statusCode).toBe(400);
  });

  it('takes the index of an older report once from the browser that opened it, and never replaces one', async () => {
    const report = await fileReport();
    const teamKey = publicKeyFrom(data<{ publicKey: string }>(await api('GET', P.caseTeamKey)).publicKey);
    const index = seal(
      Buffer.from(JSON.stringify({ subject: 'S', province: '', deptId: '', deptTypeCode: '' })),
      teamKey,
    );
    const put = (sealed: string) => api('PUT', withId(P.caseIndex, report.id), { sealed });
    // Sealed at submission: an officer cannot replace it.
    const refused = await put(index.toString('base64'));
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['x-error-code']).toBe('index_exists');
    await t.db.updateTable('complaints').set({ index_sealed: null }).where('id', '=', report.id).execute();
    const listed = data<{ list: { id: string; sealedIndex: string | null }[] }>(
      await api('GET', `${P.cases}?pageSize=1000&sealed=index`),
    );
    expect(listed.list.find((c) => c.id === report.id)?.sealedIndex).toBeNull();
    const clear = await put(Buffer.from('x'.repeat(80)).toString('base64'));
    expect(clear.statusCode).toBe(400);
    expect(clear.headers['x-error-code']).toBe('not_sealed');
    const stored = await put(index.toString('base64'));
    expect(stored.statusCode).toBe(200);
    expect((await put(index.toString('base64'))).statusCode).toBe(409);
    const row = await t.db
      .selectFrom('complaints')
      .select('index_sealed')
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(row.index_sealed).toBe(index.toString('base64'));
    expect((await caseAudit(report.id)).map((r) => r.action)).toEqual(['case_index']);
    expect((await api('PUT', withId(P.caseIndex, randomUUID()), { sealed: index.toString('base64') })).statusCode).toBe(
      404,
    );
  });

  it('lists attachments sealed as stored: wrapped key, sealed name and type, and the sealed size', async () => {
    const file = uploaded(await upload(t.app, 'evidence.png', PNG));
    const before = new Set((await t.db.selectFrom('complaints').select('id').execute()).map((r) => r.id));
    expect((await submit(t.app, aReport({ attachments: [{ id: file.id, key: file.key }] }))).statusCode).toBe(200);
    const id = (await t.db.selectFrom('complaints').select('id').execute())
      .map((r) => r.id)
      .find((i) => !before.has(i));
    const detail = data<CaseDetail>(await api('GET', withId(P.case, id ?? '')));
    const [attachment] = detail.sealed.attachments;
    if (!attachment) throw new Error('no attachment listed');
    expect(attachment).toMatchObject({ id: file.id, sealedBytes: PNG.length + 1 + 12 + 16 });
    const reportKey = unseal(Buffer.from(detail.sealed.sealedKey, 'base64'), firstStartPrivateKey(t.config.dataDir));
    const fileKey = decrypt(reportKey, Buffer.from(attachment.keyWrapped, 'base64'));
    expect(fileKey.toString('base64url')).toBe(file.key);
    const meta = JSON.parse(decrypt(fileKey, Buffer.from(attachment.meta, 'base64')).toString('utf8'));
    expect(meta).toEqual({ name: 'evidence.png', type: 'image/png', size: PNG.length });

    // The sealed bytes as stored, for the browser to open: they open with the file's key to the upload.
    const bytesPath = withParams(P.caseAttachment, { id: id ?? '', fileId: file.id });
    const res = await api('GET', bytesPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(attachment.sealedBytes);
    expect(decryptStoredFile(res.rawPayload, fileKey)).toEqual(PNG);
    const downloads = (await caseAudit(id ?? '')).filter((r) => r.action === 'case_download');
    expect(downloads.map((r) => JSON.parse(r.detail))).toEqual([{ file: file.id }]);
    // Another case's file, an unknown file and an unknown case: 404, nothing streamed, nothing audited.
    const other = await fileReport();
    const wrongCase = await api('GET', withParams(P.caseAttachment, { id: other.id, fileId: file.id }));
    expect([wrongCase.statusCode, wrongCase.headers['x-error-code']]).toEqual([404, 'unknown_attachment']);
    const noCase = await api('GET', withParams(P.caseAttachment, { id: randomUUID(), fileId: file.id }));
    expect([noCase.statusCode, noCase.headers['x-error-code']]).toEqual([404, 'unknown_case']);
    expect((await caseAudit(other.id)).filter((r) => r.action === 'case_download')).toEqual([]);
  });

  it("answers the team's public key, the one reports are sealed to", async () => {
    const res = await api('GET', P.caseTeamKey);
    expect(res.statusCode).toBe(200);
    const { publicKey } = data<{ publicKey: string }>(res);
    const fromPrivate = createPublicKey(firstStartPrivateKey(t.config.dataDir)).export({ format: 'jwk' }).x;
    expect(publicKey).toBe(fromPrivate);
  });

  it('lets the compliance role in (sessions and API tokens) and refuses every other role 403', async () => {
    const report = await fileReport();
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', P.cases],
      ['GET', P.casesOverdue],
      ['GET', withId(P.case, report.id)],
      ['POST', withId(P.caseAcknowledge, report.id), { version: 1 }],
      ['POST', withId(P.caseFeedback, report.id), { version: 1 }],
      ['PUT', withId(P.caseAssignee, report.id), { version: 1, accountId: null }],
      ['POST', withId(P.caseStatus, report.id), { version: 1, status: 'closed', outcome: 'referred', reason: 'r' }],
      ['PUT', withId(P.caseLegalHold, report.id), { version: 1, hold: true, reason: 'r' }],
      ['GET', P.caseTeamKey],
      ['GET', withParams(P.caseAttachment, { id: report.id, fileId: 'f' })],
      ['POST', withId(P.caseMessages, report.id), { version: 1, body: 'A'.repeat(60) }],
      ['POST', withId(P.caseNotes, report.id), { version: 1, sealed: 'A'.repeat(60) }],
      ['GET', P.caseOfficers],
      ['POST', withId(P.caseExport, report.id)],
      ['GET', `${P.caseStatistics}?year=2026`],
      ['POST', withId(P.caseDuplicate, report.id), { version: 1, of: null }],
      ['GET', `${P.cases}?sealed=index`],
      ['PUT', withId(P.caseIndex, report.id), { sealed: 'A'.repeat(80) }],
      ['PUT', withId(P.caseCategory, report.id), { version: 1, category: null }],
    ];
    const tokenOf = async (roles: StaffRole[]) =>
      (await createToken(t.db, clock.now(), { name: `token ${roles.join()}`, roles, createdBy: null })).secret;
    const adminToken = await tokenOf(['admin', 'viewer', 'editor', 'publisher']);
    for (const who of [as(admin), as(editor), as(viewer), as(publisher), { token: adminToken }]) {
      for (const [method, url, body] of routes) {
        const res = await call(t.app, method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.headers['x-error-code']).toBe('forbidden');
      }
    }
    expect((await call(t.app, 'GET', P.cases)).statusCode).toBe(401);

    const complianceToken = await tokenOf(['compliance']);
    const viaToken = { token: complianceToken };
    expect((await call(t.app, 'GET', P.cases, viaToken)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', withId(P.case, report.id), viaToken)).statusCode).toBe(200);
    const ack = await call(t.app, 'POST', withId(P.caseAcknowledge, report.id), viaToken, { version: 1 });
    expect(ack.statusCode).toBe(200);
    const rows = await caseAudit(report.id);
    expect(rows.map((r) => [r.action, r.actor.startsWith('token:'), r.session])).toEqual([
      ['case_view', true, null],
      ['case_acknowledge', true, null],
    ]);
  });

  it('describes the case routes in the admin OpenAPI document, each with x-roles compliance', async () => {
    const res = await call(t.app, 'GET', P.openApi, as(officer));
    const doc = res.json() as { paths: Record<string, Record<string, { 'x-roles': unknown }>> };
    const routes = [
      ['get', P.cases],
      ['get', P.casesOverdue],
      ['get', P.case],
      ['post', P.caseAcknowledge],
      ['post', P.caseFeedback],
      ['put', P.caseAssignee],
      ['post', P.caseStatus],
      ['put', P.caseLegalHold],
      ['get', P.caseTeamKey],
      ['get', P.caseAttachment],
      ['post', P.caseMessages],
      ['post', P.caseNotes],
      ['get', P.caseOfficers],
      ['post', P.caseExport],
      ['get', P.caseStatistics],
      ['post', P.caseDuplicate],
      ['put', P.caseIndex],
      ['put', P.caseCategory],
    ] as const;
    for (const [method, path] of routes) {
      expect(
        doc.paths[path.replace(':id', '{id}').replace(':fileId', '{fileId}')]?.[method]?.['x-roles'],
        `${method} ${path}`,
      ).toEqual(['compliance']);
    }
  });

  it('stores replies and the acknowledgement sealed in the browser for the reporter, and notes sealed to the team', async () => {
    const report = await fileReport();
    const detail = data<CaseDetail>(await api('GET', withId(P.case, report.id)));
    // What the officer's browser does with the team key: open the report's key, seal under it.
    const reportKey = unseal(Buffer.from(detail.sealed.sealedKey, 'base64'), firstStartPrivateKey(t.config.dataDir));
    const sealedFor = (text: string) => encrypt(reportKey, Buffer.from(text)).toString('base64');
    const ack = await api('POST', withId(P.caseAcknowledge, report.id), {
      version: 1,
      message: sealedFor(`已收到您的举报 ${CANARY}`),
    });
    expect(ack.statusCode).toBe(200);
    clock.advance(1000);
    const reply = await api('POST', withId(P.caseMessages, report.id), { version: 2, body: sealedFor('请补充时间。') });
    expect(reply.statusCode).toBe(200);
    expect(data<CaseSummary>(reply).version).toBe(3);
    const teamPublic = createPublicKey(firstStartPrivateKey(t.config.dataDir)).export({ format: 'jwk' }).x as string;
    const note = seal(Buffer.from(`内部备注 ${CANARY}`), publicKeyFrom(teamPublic)).toString('base64');
    expect((await api('POST', withId(P.caseNotes, report.id), { version: 3, sealed: note })).statusCode).toBe(200);

    // The reporter reads the acknowledgement and the reply with the code; the note is not theirs.
    const seen = (await lookup(t.app, report.code)).json().data as { messages: { author: string; body: string }[] };
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([
      ['compliance', `已收到您的举报 ${CANARY}`],
      ['compliance', '请补充时间。'],
    ]);
    // The team opens the note with its key; the server stored only the sealed box.
    const after = data<CaseDetail>(await api('GET', withId(P.case, report.id)));
    const [stored] = after.sealed.notes;
    const me = data<{ id: string; name: string }>(await call(t.app, 'GET', P.me, as(officer)));
    expect(stored?.author).toEqual({ id: `account:${me.id}`, name: me.name });
    const opened = unseal(Buffer.from(stored?.sealed ?? '', 'base64'), firstStartPrivateKey(t.config.dataDir));
    expect(opened.toString('utf8')).toBe(`内部备注 ${CANARY}`);
    const actions = (await caseAudit(report.id)).map((r) => r.action);
    expect(actions).toEqual(['case_view', 'case_acknowledge', 'case_reply', 'case_note', 'case_view']);
    expect(JSON.stringify(await caseAudit(report.id))).not.toContain(CANARY);

    // Text that is not sealed, a stale version and a body too large are refused; nothing is stored.
    const clear = await api('POST', withId(P.caseMessages, report.id), {
      version: 4,
      body: Buffer.from('plain words, not sealed at all, long enough').toString('base64'),
    });
    expect([clear.statusCode, clear.headers['x-error-code']]).toEqual([400, 'not_sealed']);
    const notBase64 = await api('POST', withId(P.caseNotes, report.id), {
      version: 4,
      sealed: '这不是密文'.repeat(10),
    });
    expect(notBase64.statusCode).toBe(400);
    const stale = await api('POST', withId(P.caseMessages, report.id), { version: 2, body: sealedFor('late') });
    expect([stale.statusCode, stale.headers['x-error-code']]).toEqual([409, 'stale_case']);
    const huge = await api('POST', withId(P.caseMessages, report.id), { version: 4, body: 'A'.repeat(20_000) });
    expect(huge.statusCode).toBe(400);
    expect((await lookup(t.app, report.code)).json().data.messages).toHaveLength(2);
  });

  it('classifies a case in clear: the list filters by category, and each change is audited', async () => {
    const classified = await fileReport();
    const other = await fileReport();
    const res = await api('PUT', withId(P.caseCategory, classified.id), { version: 1, category: 'bribery' });
    expect(res.statusCode).toBe(200);
    expect(data<CaseSummary>(res)).toMatchObject({ category: 'bribery', version: 2 });
    expect(await listIds('category=bribery')).toContain(classified.id);
    expect(await listIds('category=bribery')).not.toContain(other.id);
    expect(await listIds('category=none')).toContain(other.id);
    expect(await listIds('category=none')).not.toContain(classified.id);
    expect((await summary(other.id)).category).toBeNull();
    const unknown = await api('PUT', withId(P.caseCategory, classified.id), { version: 2, category: 'gossip' });
    expect(unknown.statusCode).toBe(400);
    expect((await api('GET', `${P.cases}?category=gossip`)).statusCode).toBe(400);
    const stale = await api('PUT', withId(P.caseCategory, classified.id), { version: 1, category: 'fraud' });
    expect(stale.statusCode).toBe(409);
    const cleared = await api('PUT', withId(P.caseCategory, classified.id), { version: 2, category: null });
    expect(data<CaseSummary>(cleared)).toMatchObject({ category: null, version: 3 });
    const rows = await caseAudit(classified.id);
    expect(rows.map((r) => [r.action, JSON.parse(r.detail)])).toEqual([
      ['case_category', { from: null, to: 'bribery', version: 2 }],
      ['case_category', { from: 'bribery', to: null, version: 3 }],
    ]);
  });

  it("counts a Beijing year's cases by status and outcome, with the median days to acknowledge and to close", async () => {
    const at = (iso: string) => new Date(iso).toISOString();
    const reports = [await fileReport(), await fileReport(), await fileReport(), await fileReport()];
    const set = (i: number, values: Record<string, unknown>) =>
      t.db
        .updateTable('complaints')
        .set(values)
        .where('id', '=', reports[i]?.id ?? '')
        .execute();
    // 2024-12-31 17:00 UTC is already 2025 in Beijing; 2025-12-31 16:00 UTC is 2026 there.
    await set(0, {
      created_at: at('2024-12-31T17:00:00Z'),
      status: 'acknowledged',
      acknowledged_at: at('2025-01-03T17:00:00Z'),
    });
    await set(1, {
      created_at: at('2025-03-01T00:00:00Z'),
      status: 'closed',
      outcome: 'substantiated',
      category: 'bribery',
      acknowledged_at: at('2025-03-11T00:00:00Z'),
      closed_at: at('2025-04-10T00:00:00Z'),
    });
    await set(2, { created_at: at('2025-06-01T00:00:00Z'), status: 'received' });
    await set(3, { created_at: at('2025-12-31T16:00:00Z'), status: 'received' });
    const res = await api('GET', `${P.caseStatistics}?year=2025`);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({
      year: 2025,
      received: 3,
      byStatus: { received: 1, acknowledged: 1, in_review: 0, closed: 1 },
      byOutcome: { substantiated: 1, not_substantiated: 0, referred: 0, withdrawn: 0 },
      byCategory: { bribery: 1, embezzlement: 0, conflict_of_interest: 0, fraud: 0, misconduct: 0, other: 0 },
      uncategorized: 2,
      medianDaysToAcknowledge: 6.5,
      medianDaysToClose: 40,
      acknowledgedWithinDeadline: 1,
    });
    expect(
      data<{ received: number }>(await api('GET', `${P.caseStatistics}?year=2026`)).received,
    ).toBeGreaterThanOrEqual(1);
    for (const bad of ['', '?year=abc', '?year=1999', '?year=2025&x=1'])
      expect((await api('GET', `${P.caseStatistics}${bad}`)).statusCode, bad).toBe(400);
  });

  it('links duplicates to one original, never in a chain, and lists them on the original', async () => {
    const [a, b, c] = [await fileReport(), await fileReport(), await fileReport()];
    const mark = async (id: string, of: string | null) =>
      api('POST', withId(P.caseDuplicate, id), { version: (await summary(id)).version, of });
    const first = await mark(b.id, a.id);
    expect(first.statusCode).toBe(200);
    expect(data<CaseSummary>(first).duplicateOf).toBe(a.id);
    // A duplicate of a duplicate repeats the original.
    expect(data<CaseSummary>(await mark(c.id, b.id)).duplicateOf).toBe(a.id);
    expect(data<CaseDetail>(await api('GET', withId(P.case, a.id))).duplicates.sort()).toEqual([b.id, c.id].sort());
    // The original cannot repeat one of its duplicates (that is itself), nor become a duplicate while repeated.
    const loop = await mark(a.id, c.id);
    expect([loop.statusCode, loop.headers['x-error-code']]).toEqual([400, 'duplicate_of_itself']);
    const d = await fileReport();
    const original = await mark(a.id, d.id);
    expect([original.statusCode, original.headers['x-error-code']]).toEqual([409, 'case_has_duplicates']);
    const itself = await mark(b.id, b.id);
    expect([itself.statusCode, itself.headers['x-error-code']]).toEqual([400, 'duplicate_of_itself']);
    const unknown = await mark(b.id, randomUUID());
    expect([unknown.statusCode, unknown.headers['x-error-code']]).toEqual([400, 'unknown_original']);
    expect(data<CaseSummary>(await mark(b.id, null)).duplicateOf).toBeNull();
    expect(data<CaseDetail>(await api('GET', withId(P.case, a.id))).duplicates).toEqual([c.id]);
    const marks = (await caseAudit(b.id)).filter((r) => r.action === 'case_duplicate');
    expect(marks.map((r) => JSON.parse(r.detail))).toEqual([
      { of: a.id, version: 2 },
      { of: null, version: 3 },
    ]);
  });

  it('deletes closed cases at the end of retention unless held, shows them 30 days ahead, and keeps ids and dates', async () => {
    const retentionDays = t.config.caseRetentionDays;
    expect(retentionDays).toBe(1095);
    const file = uploaded(await upload(t.app, 'evidence.png', PNG));
    const filed = await submit(t.app, aReport({ attachments: [{ id: file.id, key: file.key }] }));
    const code = (filed.json() as { data: { queryCode: string } }).data.queryCode;
    const withFile = await t.db
      .selectFrom('complaint_files')
      .select(['complaint_id', 'stored_name'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const expiring = { id: withFile.complaint_id as string };
    const held = await fileReport();
    const open = await fileReport();
    for (const c of [expiring, held]) {
      const closed = await api('POST', withId(P.caseStatus, c.id), {
        version: (await summary(c.id)).version,
        status: 'closed',
        outcome: 'not_substantiated',
        reason: 'Checked',
      });
      expect(closed.statusCode).toBe(200);
    }
    expect(
      (
        await api('PUT', withId(P.caseLegalHold, held.id), {
          version: (await summary(held.id)).version,
          hold: true,
          reason: 'Court',
        })
      ).statusCode,
    ).toBe(200);
    const closedAgo = (id: string, days: number) =>
      t.db
        .updateTable('complaints')
        .set({ closed_at: isoAt(clock.now() - days * DAY_MS) })
        .where('id', '=', id)
        .execute();
    await closedAgo(expiring.id, retentionDays - 10);
    await closedAgo(held.id, retentionDays + 10);

    // Ten days before: announced (30 days ahead), with its date; the held case never is.
    const due = data<{ list: { id: string; deleteAt: string }[]; withinDays: number }>(
      await api('GET', P.caseRetention),
    );
    expect(due.withinDays).toBe(30);
    const deleteAt = isoAt(clock.now() + 10 * DAY_MS);
    expect(due.list.filter((c) => [expiring.id, held.id, open.id].includes(c.id))).toEqual([
      { id: expiring.id, closedAt: isoAt(clock.now() - (retentionDays - 10) * DAY_MS), deleteAt },
    ]);
    expect((await summary(expiring.id)).deleteAt).toBe(deleteAt);
    expect((await summary(held.id)).deleteAt).toBeNull();
    expect((await summary(open.id)).deleteAt).toBeNull();

    const ctx = {
      db: t.db,
      clock: clock.now,
      deadlines: { acknowledgeDays: 7, feedbackDays: 90, retentionDays },
      teamKey: createPublicKey(firstStartPrivateKey(t.config.dataDir)),
      store: new AttachmentStore(t.db),
    };
    expect(await deleteExpiredCases(ctx)).toBe(0);
    // Once the retention has run out (closed a moment more than the period ago), the sweep deletes it.
    await t.db
      .updateTable('complaints')
      .set({ closed_at: isoAt(clock.now() - retentionDays * DAY_MS - 1) })
      .where('id', '=', expiring.id)
      .execute();
    expect(await deleteExpiredCases(ctx)).toBe(1);
    expect(await deleteExpiredCases(ctx)).toBe(0);
    const gone = await api('GET', withId(P.case, expiring.id));
    expect([gone.statusCode, gone.headers['x-error-code']]).toEqual([404, 'unknown_case']);
    expect((await api('GET', withId(P.case, held.id))).statusCode).toBe(200);
    for (const table of ['complaint_messages', 'complaint_files', 'case_notes'] as const)
      expect(await t.db.selectFrom(table).select('id').where('complaint_id', '=', expiring.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('complaint_blobs').select('id').where('id', '=', withFile.stored_name).execute(),
    ).toEqual([]);
    expect((await lookup(t.app, code)).statusCode).toBe(404);
    // The trail keeps the id and the dates, by the system, and its chain still holds.
    const deletion = (await caseAudit(expiring.id)).find((r) => r.action === 'case_deleted');
    expect(deletion?.actor).toBe('system');
    expect(Object.keys(JSON.parse(deletion?.detail ?? '{}')).sort()).toEqual([
      'closedAt',
      'receivedAt',
      'retentionDays',
    ]);
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: expect.any(Number) });
  });

  it('names the compliance officers a case can go to, and nobody else', async () => {
    const { list } = data<{ list: { id: string; name: string }[] }>(await api('GET', P.caseOfficers));
    expect(list.map((o) => o.id).sort()).toEqual([officerId, otherOfficerId].sort());
    expect(list.map((o) => o.id)).not.toContain(editorId);
  });

  it('records an export only after a fresh sign-in check, in the audit trail with ids only', async () => {
    const report = await fileReport();
    const cookie = sessionCookie(await signIn(t.app, clock, officer));
    const exportCase = () => call(t.app, 'POST', withId(P.caseExport, report.id), { cookie });
    const fresh = await exportCase();
    expect(fresh.statusCode).toBe(200);
    expect(data<{ exportedAt: string }>(fresh).exportedAt).toBe(isoAt(clock.now()));
    clock.advance(11 * 60_000);
    const stale = await exportCase();
    expect([stale.statusCode, stale.headers['x-error-code']]).toEqual([403, 'step_up_required']);
    const check = await call(
      t.app,
      'POST',
      P.stepUpTotp,
      { cookie },
      { code: totpCode(officer.totpSecret, clock.now()) },
    );
    expect(check.statusCode).toBe(200);
    expect((await exportCase()).statusCode).toBe(200);
    const complianceToken = (
      await createToken(t.db, clock.now(), { name: 'export bot', roles: ['compliance'], createdBy: null })
    ).secret;
    const viaToken = await call(t.app, 'POST', withId(P.caseExport, report.id), { token: complianceToken });
    expect(viaToken.statusCode).toBe(403);
    const unknown = await call(t.app, 'POST', withId(P.caseExport, randomUUID()), { cookie });
    expect([unknown.statusCode, unknown.headers['x-error-code']]).toEqual([404, 'unknown_case']);
    const exports = (await caseAudit(report.id)).filter((r) => r.action === 'case_export');
    expect(exports.map((r) => JSON.parse(r.detail))).toEqual([{}, {}]);
  });

  it("tells the reporter when the report was acknowledged and by when feedback is due, in the lookup's fixed time", async () => {
    const report = await fileReport();
    const before = await lookup(t.app, report.code);
    expect(before.statusCode).toBe(200);
    const received = (await summary(report.id)).receivedAt;
    expect(before.json().data).toMatchObject({
      status: 'received',
      acknowledgedAt: null,
      feedbackBy: isoAt(Date.parse(received) + 90 * DAY_MS),
    });
    await api('POST', withId(P.caseAcknowledge, report.id), { version: 1 });
    const started = performance.now();
    const after = await lookup(t.app, report.code);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(after.json().data).toMatchObject({
      status: 'received',
      acknowledgedAt: isoAt(clock.now()),
      feedbackBy: isoAt(Date.parse(received) + 90 * DAY_MS),
    });
    await api('POST', withId(P.caseStatus, report.id), { version: 2, status: 'in_review', reason: 'Looking' });
    expect((await lookup(t.app, report.code)).json().data.status).toBe('in_review');
  });
});

describe('the case deadlines follow CASE_ACKNOWLEDGE_DAYS and CASE_FEEDBACK_DAYS', () => {
  let t: TestApp;
  const clock = new FakeClock();
  afterAll(async () => t?.cleanup());

  it('counts 3 and 30 days when so configured', async () => {
    t = await createTestApp(
      'sqlite',
      { ...limits, caseAcknowledgeDays: 3, caseFeedbackDays: 30 },
      { clock: clock.now },
    );
    const officer = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
    const filed = await submit(t.app, aReport());
    expect(filed.statusCode).toBe(200);
    const res = await call(t.app, 'GET', ADMIN_PATHS.cases, { cookie: officer.cookie });
    const [only] = data<{ list: CaseSummary[] }>(res).list;
    if (!only) throw new Error('no case');
    expect(Date.parse(only.acknowledgeBy) - Date.parse(only.receivedAt)).toBe(3 * DAY_MS);
    expect(Date.parse(only.feedbackBy) - Date.parse(only.receivedAt)).toBe(30 * DAY_MS);
    const code = (filed.json() as { data: { queryCode: string } }).data.queryCode;
    expect((await lookup(t.app, code)).json().data.feedbackBy).toBe(only.feedbackBy);
  });
});
