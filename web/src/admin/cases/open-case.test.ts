// @vitest-environment node
import { randomBytes } from 'node:crypto';
import type { SealedReport } from '@muyuan/contract/admin/cases';
import { describe, expect, it } from 'vitest';
import {
  decrypt,
  encrypt,
  generateKeyPair,
  privateKeyFrom,
  publicKeyFrom,
  SEAL_INFO,
  seal,
  unseal,
} from '../../../../server/src/integrity/crypto.ts';
import { wrapPrivateKey } from '../../../../server/src/integrity/key-export.ts';
import { openIndex } from './case-indexes.ts';
import { openCase } from './open-case.ts';
import {
  importTeamKey,
  importWrappedTeamKey,
  reportKeyFrom,
  SealedError,
  sealCiphertext,
  sealToTeam,
  wrappedKeyFile,
} from './sealed-box.ts';
import { openSealedStream, streamKey } from './sealed-file-stream.ts';
import { sealFile } from './server-sealing.test-helper.ts';

/**
 * The browser's opening (WebCrypto, here Node's) against the server's sealing (node:crypto): parts
 * made exactly as server/src/integrity/service.ts stores them open to the same fields and bytes. The
 * browser test (e2e/tests/admin-cases.spec.ts) compares a stored report with the CLI's `read`.
 */
const b64 = (b: Buffer) => b.toString('base64');

const team = generateKeyPair();
const report = {
  subject: '饲料采购回扣',
  content: '某饲料厂采购员要求供应商在每吨饲料中返还回扣，已持续半年以上。',
  anonymous: true,
  lang: 'zh',
  submittedAt: '2026-11-26T10:00:00.000Z',
};
const file = Buffer.from('%PDF-1.4 the evidence');

async function sealedParts(): Promise<SealedReport> {
  const reportKey = randomBytes(32);
  const fileKey = randomBytes(32);
  return {
    sealedKey: b64(seal(reportKey, publicKeyFrom(team.publicKey))),
    body: b64(encrypt(reportKey, Buffer.from(JSON.stringify(report)))),
    messages: [
      {
        id: 'm1',
        author: 'reporter',
        sentAt: '2026-11-27T01:00:00.000Z',
        body: b64(encrypt(reportKey, Buffer.from('补充：时间是每月初。'))),
      },
    ],
    attachments: [
      {
        id: 'f1',
        receivedAt: '2026-11-26T09:59:00.000Z',
        meta: b64(
          encrypt(fileKey, Buffer.from(JSON.stringify({ name: '收据.pdf', type: 'application/pdf', size: 21 }))),
        ),
        keyWrapped: b64(encrypt(reportKey, fileKey)),
        sealedBytes: null,
      },
    ],
    notes: [
      {
        id: 'n1',
        author: { id: 'account:a1', name: '林合规' },
        at: '2026-11-27T02:00:00.000Z',
        sealed: b64(seal(Buffer.from('先核对供应商名单。'), publicKeyFrom(team.publicKey))),
      },
    ],
    format: { version: 1, sealedKey: '', ciphertext: '', file: '', sealInfo: SEAL_INFO },
  };
}

describe('opening a sealed report in the browser', () => {
  it('opens what the server sealed: fields, conversation, attachment description and bytes', async () => {
    const key = await importTeamKey(team.privateKeyPem);
    expect(key.publicKey).toBe(team.publicKey);
    expect(key.privateKey.extractable).toBe(false);
    const opened = await openCase(key, await sealedParts());
    expect(opened.report).toEqual(report);
    expect(opened.messages).toEqual([
      { id: 'm1', author: 'reporter', sentAt: '2026-11-27T01:00:00.000Z', body: '补充：时间是每月初。' },
    ]);
    expect(opened.notes).toEqual([
      {
        id: 'n1',
        author: { id: 'account:a1', name: '林合规' },
        at: '2026-11-27T02:00:00.000Z',
        text: '先核对供应商名单。',
      },
    ]);
    expect(opened.reportKey.extractable).toBe(false);
    const [attachment] = opened.files;
    expect(attachment).toMatchObject({ id: 'f1', name: '收据.pdf', type: 'application/pdf', size: 21 });
    // The file's bytes as the store holds them (tag last) open to the original.
    const fileKey = randomBytes(32);
    const sealedFile = await sealFile(fileKey, file);
    const blob = await openSealedStream(
      await streamKey(fileKey),
      new Blob([new Uint8Array(sealedFile)]).stream(),
      'application/pdf',
    );
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(file);
  });

  it("seals what the server opens: a reply under the report's key, a note to the team's key", async () => {
    const reportKey = randomBytes(32);
    const reply = await sealCiphertext(await reportKeyFrom(reportKey), new TextEncoder().encode('已收到，正在核查。'));
    expect(decrypt(reportKey, Buffer.from(reply)).toString('utf8')).toBe('已收到，正在核查。');
    const note = await sealToTeam(team.publicKey, new TextEncoder().encode('内部：先约谈采购员。'), SEAL_INFO);
    expect(unseal(Buffer.from(note), privateKeyFrom(team.privateKeyPem)).toString('utf8')).toBe('内部：先约谈采购员。');
  });

  it("opens a case's index as the server seals it at submission, and only an index's shape", async () => {
    const key = await importTeamKey(team.privateKeyPem);
    const index = { subject: '饲料采购回扣', province: 'HA', deptId: 'd-7', deptTypeCode: 'FEED' };
    const sealedIndex = b64(seal(Buffer.from(JSON.stringify(index)), publicKeyFrom(team.publicKey)));
    expect(await openIndex(key, sealedIndex)).toEqual(index);
    const notAnIndex = b64(seal(Buffer.from(JSON.stringify({ subject: 1 })), publicKeyFrom(team.publicKey)));
    await expect(openIndex(key, notAnIndex)).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('imports the key the CLI wrapped under a passphrase, and says so when the passphrase is wrong', async () => {
    const text = wrapPrivateKey(team.privateKeyPem, 'legal hold passphrase', 1000);
    const file = wrappedKeyFile(text);
    if (!file) throw new Error('not recognised as a wrapped key file');
    const key = await importWrappedTeamKey(file, 'legal hold passphrase');
    expect(key.publicKey).toBe(team.publicKey);
    expect(key.privateKey.extractable).toBe(false);
    expect((await openCase(key, await sealedParts())).report).toEqual(report);
    await expect(importWrappedTeamKey(file, 'not the passphrase')).rejects.toEqual(new SealedError('wrong_passphrase'));
    expect(wrappedKeyFile(team.privateKeyPem)).toBeNull();
  });

  it('refuses another key, an altered byte and a file that is no key', async () => {
    const parts = await sealedParts();
    const other = await importTeamKey(generateKeyPair().privateKeyPem);
    await expect(openCase(other, parts)).rejects.toEqual(new SealedError('wrong_key'));
    const key = await importTeamKey(team.privateKeyPem);
    const body = Buffer.from(parts.body, 'base64');
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1;
    await expect(openCase(key, { ...parts, body: b64(body) })).rejects.toEqual(new SealedError('damaged'));
    await expect(importTeamKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).rejects.toEqual(
      new SealedError('not_a_key_file'),
    );
    await expect(importTeamKey('not a key')).rejects.toEqual(new SealedError('not_a_key_file'));
  });
});
