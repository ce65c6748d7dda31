import type { DocumentsResult, DocumentsRun } from '../documents/documents-results.ts';
import { code, count, mb, ms, table } from './markdown.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const errorsOf = (d: DocumentsRun) => d.run.non2xx + d.run.socketErrors + d.run.timeouts;

/** Issue 42's targets, per database: the search line's p99 without errors, and the RSS under it; the rest for information. */
export function documentsRows(r: DocumentsResult | null): TargetRow[] {
  const size = r ? count(r.documents) : count(1000);
  const p99Target = `Distinct searches with documents (searchKey + searchDocuments, ${size} PDFs) p99 ≤ ${TARGETS.documentSearchP99Ms} ms, no errors`;
  const rssTarget = `Memory under the documents search load: RSS < ${mb(TARGETS.rssBytes)}`;
  if (!r)
    return [
      { target: p99Target, scope: 'SQLite', measured: 'not measured', pass: null },
      { target: rssTarget, scope: 'SQLite', measured: 'not measured', pass: null },
    ];
  return r.runs.flatMap((d): TargetRow[] => {
    const errors = errorsOf(d);
    return [
      {
        target: p99Target,
        scope: d.database,
        measured: `${ms(d.run.latencyP99Ms)}${errors > 0 ? `, ${count(errors)} errors` : ''}`,
        pass: d.run.latencyP99Ms <= TARGETS.documentSearchP99Ms && errors === 0,
      },
      {
        target: rssTarget,
        scope: d.database,
        measured: `peak ${mb(d.rssLoadPeakBytes)} (at rest ${mb(d.rssAfterBytes)})`,
        pass: d.rssLoadPeakBytes < TARGETS.rssBytes,
      },
      {
        target: `${size} PDFs of ${r.pagesPerDocument} pages published, read and searchable; stored; indexed (information)`,
        scope: d.database,
        measured: `searchable after ${seconds(d.searchableMs)}; ${count(d.pageRows)} rows, ${mb(d.pageTableBytes)}; index ${mb(r.indexBytes)}; RSS peak ${mb(d.rssReadingPeakBytes)} while reading`,
        pass: null,
        informational: true,
      },
    ];
  });
}

const runRow = (d: DocumentsRun) => [
  d.database,
  seconds(d.publishMs),
  seconds(d.readMs),
  seconds(d.searchableMs),
  count(d.pageRows),
  mb(d.pageTextBytes),
  mb(d.pageTableBytes),
];

const memoryRow = (d: DocumentsRun) => [
  d.database,
  mb(d.rssStartBytes),
  mb(d.rssBeforeBytes),
  mb(d.rssReadingPeakBytes),
  mb(d.rssAfterBytes),
  mb(d.rssLoadPeakBytes),
];

const lineRow = (d: DocumentsRun) => [
  d.database,
  count(d.run.requestsPerSecond),
  ms(d.run.latencyP50Ms),
  ms(d.run.latencyP99Ms),
  count(errorsOf(d)),
  d.run.serverCores.toFixed(2),
];

/** Issue 42's section of docs/performance.md. */
export function renderDocuments(r: DocumentsResult): string {
  const lang = Math.ceil(r.documents / 2);
  return [
    `${count(r.documents)} generated PDFs of ${r.pagesPerDocument} pages (${count(lang)} Chinese, ${count(r.documents - lang)} English; ${mb(r.fileBytes)} together; bench/src/documents/: report-like sentences in a different order on every page, rows of figures with made-up names (a few thousand distinct words a file), each page with a word of its own and each file with one on all its pages; Helvetica, and STSong-Light through the predefined CMap UniGB-UCS2-H, neither embedded), each uploaded to the media library of a fresh server and published as an announcement through the console's API, four at a time. Timed from the first upload: every publish answered, every text stored by the reader, every PDF found by ${code('searchDocuments')} (a word on each first page).`,
    '',
    table(
      [
        'Database',
        'Published',
        'All read',
        'All searchable',
        'document_pages rows',
        'Text (UTF-8)',
        'On disk with key',
      ],
      'lrrrrrr',
      r.runs.map(runRow),
    ),
    '',
    `The index over the stored pages (the server's own DocumentIndex, built in the bench process from the same rows, heap and array buffers after a full collection): ${mb(r.indexBytes)}. The server's resident memory: one second after its start (before its reader's first look), at rest with the seed's PDFs read (before the first upload), its peak while the bench's PDFs were published, read and indexed (the reading thread is part of the process), at rest once they were all searchable, and its peak during the search line; "at rest" is after the reading thread has ended:`,
    '',
    table(
      [
        'Database',
        'At the start',
        'Seed PDFs read',
        'Peak while reading',
        'At rest after',
        'Peak under the search line',
      ],
      'lrrrrr',
      r.runs.map(memoryRow),
    ),
    '',
    `The search line: ${count(r.requests)} distinct requests, each keyword asked as the search page asks it (${code('searchKey')}, then ${code('searchDocuments')}, on the Chinese site): every page's own word, every file's word and, one in ten, words all documents of a language share (many to rank, three pages each to cut snippets from). ${r.connections} connections for the line's length, after a warm-up on the other half of the list; the server's response cache is the API stage's small one, and ${code('searchDocuments')} answers are never kept. Command: ${code(r.command)}.`,
    '',
    table(['Database', 'req/s', 'p50', 'p99', 'Errors', 'Server cores'], 'lrrrrr', r.runs.map(lineRow)),
  ].join('\n');
}
