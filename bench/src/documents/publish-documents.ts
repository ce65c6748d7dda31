import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { BenchDocument } from './document-set.ts';

/** Uploads and publishes at a time: a few editors at work, without queueing the server's whole pool. */
const CONCURRENCY = 4;
const KINDS = ['periodic', 'interim', 'governance', 'dividend', 'convertibleBond'] as const;
const FIRST_DATE = Date.UTC(2021, 0, 4);

/** The announcement that publishes one bench PDF: announcements are Chinese only, whatever their PDF's language. */
export function benchNotice(doc: number, file: string) {
  return {
    id: `bench-document-${doc}`,
    date: new Date(FIRST_DATE + doc * 86_400_000).toISOString().slice(0, 10),
    type: KINDS[doc % KINDS.length],
    file,
    zh: { title: `关于性能测试文件第${doc + 1}号的公告` },
  };
}

async function answered<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Uploads one PDF to the media library and publishes its announcement, as an editor does in the console. */
async function publishOne(baseUrl: string, token: string, document: BenchDocument): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(document.bytes)], { type: 'application/pdf' }), document.name);
  const media = await answered<{ path: string }>(
    await fetch(baseUrl + ADMIN_PATHS.media, { method: 'POST', headers: auth, body: form }),
    `uploading ${document.name}`,
  );
  const notice = benchNotice(document.doc, media.path);
  await answered(
    await fetch(baseUrl + withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id: notice.id }), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: notice, baseVersion: null }),
    }),
    `publishing ${notice.id}`,
  );
}

/** Every document uploaded and published through the console's API, CONCURRENCY at a time. */
export async function publishDocuments(baseUrl: string, token: string, documents: readonly BenchDocument[]) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < documents.length; i = next++) {
      const document = documents[i];
      if (document) await publishOne(baseUrl, token, document);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
