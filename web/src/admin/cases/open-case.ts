import type { SealedReport } from '@muyuan/contract/admin/cases';
import type { ComplaintInput } from '@muyuan/contract/complaint-rules';
import type { Lang } from '@muyuan/contract/lang';
import { fromBase64, openCiphertext, openingKey, reportKeyFrom, type TeamKey, unseal } from './sealed-box.ts';
import { streamKey } from './sealed-file-stream.ts';

/** What the reporter wrote, as the form sent it (server/src/integrity/service.ts ReportDocument). */
export type OpenedReport = ComplaintInput & { lang: Lang; submittedAt: string };

export interface OpenedFile {
  id: string;
  receivedAt: string;
  name: string;
  type: string;
  size: number;
  /** The file's own key as AES-CTR, to open its sealed bytes as they stream in (sealed-file-stream.ts). */
  streamKey: CryptoKey;
}

export interface OpenedCase {
  report: OpenedReport;
  messages: { id: string; author: 'reporter' | 'compliance'; sentAt: string; body: string }[];
  files: OpenedFile[];
  /** The team's internal notes (sealed to the team key). */
  notes: { id: string; author: { id: string | null; name: string }; at: string; text: string }[];
  /** The report's own key (non-extractable): replies are sealed under it, for the reporter's code to open. */
  reportKey: CryptoKey;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * A case's sealed parts opened in this browser, as the CLI's `read` opens them (server/src/integrity/
 * officer.ts): the report's key from the sealed box, then the fields, the conversation and each
 * attachment's key and description under it.
 */
export async function openCase(team: TeamKey, sealed: SealedReport): Promise<OpenedCase> {
  const reportKeyRaw = await unseal(team, fromBase64(sealed.sealedKey), sealed.format.sealInfo);
  const reportKey = await reportKeyFrom(reportKeyRaw);
  const open = async (b64: string) => openCiphertext(reportKey, fromBase64(b64));
  const [report, messages, files, notes] = await Promise.all([
    open(sealed.body).then((bytes) => JSON.parse(text(bytes)) as OpenedReport),
    Promise.all(sealed.messages.map(async (m) => ({ ...m, body: text(await open(m.body)) }))),
    Promise.all(
      sealed.attachments.map(async (a) => {
        const raw = await open(a.keyWrapped);
        const key = await openingKey(raw);
        const meta = JSON.parse(text(await openCiphertext(key, fromBase64(a.meta)))) as {
          name: string;
          type: string;
          size: number;
        };
        const file = { id: a.id, receivedAt: a.receivedAt, name: meta.name, type: meta.type, size: meta.size };
        return { ...file, streamKey: await streamKey(raw) };
      }),
    ),
    Promise.all(
      sealed.notes.map(async (n) => ({
        id: n.id,
        author: n.author,
        at: n.at,
        text: text(await unseal(team, fromBase64(n.sealed), sealed.format.sealInfo)),
      })),
    ),
  ]);
  return { report, messages, files, notes, reportKey };
}
