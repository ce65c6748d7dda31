import { searchDocuments } from '@muyuan/contract/search';
import type { OpenDatabase } from '../../../server/src/db/database.ts';
import { MARKER_WORD } from './corpus-text.ts';

/** What the documents bench waits for on a server: its seed read, the bench's PDFs read, and found. */

/** The reading thread ends this long after its last file (pdf-reading.ts IDLE_MS, 10 s): "at rest" is after it. */
export const THREAD_GONE_MS = 12_000;
const POLL_MS = 250;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

/** The seed's PDFs read (the count of texts unchanged for 3 s), then the reading thread gone: the server at rest. */
export async function settled({ db }: OpenDatabase): Promise<void> {
  let last = -1;
  let stableSince = Date.now();
  await until(
    'the seed PDFs to be read',
    async () => {
      const { n } = await db
        .selectFrom('document_texts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) !== last) {
        last = Number(n);
        stableSince = Date.now();
      }
      return last > 0 && Date.now() - stableSince >= 3000;
    },
    120_000,
  );
  await sleep(THREAD_GONE_MS);
}

/** How many of these hashes have their text stored; throws when one failed (the bench's files must all read). */
export async function readCount({ db }: OpenDatabase, hashes: readonly string[]): Promise<number> {
  let read = 0;
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom('document_texts')
      .select(['hash', 'status', 'reason'])
      .where('hash', 'in', hashes.slice(i, i + 500))
      .execute();
    const failed = rows.find((r) => r.status !== 'text');
    if (failed) throw new Error(`a bench PDF was not read: ${failed.status} ${failed.reason ?? ''}`);
    read += rows.length;
  }
  return read;
}

/** How many bench PDFs searchDocuments finds (every first page has the marker word). */
export async function searchableCount(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}${searchDocuments.path}?keyword=${MARKER_WORD}&pageNum=1&pageSize=1`, {
    headers: { lang: 'zh' },
  });
  if (res.status !== 200) throw new Error(`searchDocuments answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { total: number } }).data.total;
}
