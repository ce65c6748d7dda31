import type { MeasuredRun } from '../api/run-wrk.ts';

/** One server on one database: the PDFs published, read and indexed, then the search line. */
export interface DocumentsRun {
  database: 'SQLite' | 'PostgreSQL';
  /** From the first upload to the last publish answered (every PDF uploaded to the media library, one announcement each). */
  publishMs: number;
  /** From the first upload until the reader had stored every bench PDF's text. */
  readMs: number;
  /** From the first upload until searchDocuments found every bench PDF (the marker word on each first page). */
  searchableMs: number;
  /** document_pages after the run: its rows, the UTF-8 bytes of their text, and the table with its key on disk. */
  pageRows: number;
  pageTextBytes: number;
  pageTableBytes: number;
  /** The server's resident memory one second after its start, before its reader has read the seed's PDFs. */
  rssStartBytes: number;
  /** The server's resident memory at rest before the first upload (the seed's PDFs read), at rest once all was searchable, and peaks. */
  rssBeforeBytes: number;
  rssAfterBytes: number;
  /** Peak while the PDFs were published, read and indexed (the reading thread is part of the process). */
  rssReadingPeakBytes: number;
  /** Peak during the search line. */
  rssLoadPeakBytes: number;
  /** The search line: distinct searchKey and searchDocuments requests over 50 connections. */
  run: MeasuredRun;
}

/** Issue 42's bench: 1,000 generated PDFs of 20 pages, half Chinese, half English (100 with BENCH_QUICK=1). */
export interface DocumentsResult {
  documents: number;
  pagesPerDocument: number;
  /** All the PDFs' bytes together. */
  fileBytes: number;
  /** Heap and array buffers of a DocumentIndex over the PDFs' stored pages, built in the bench process. */
  indexBytes: number;
  /** Distinct requests in the line's rotation, and the connections sending them. */
  requests: number;
  connections: number;
  /** SQLite, then PostgreSQL with BENCH_DATABASE_URL. */
  runs: DocumentsRun[];
  command: string;
}
