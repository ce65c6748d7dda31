import type { DocumentHit } from '@muyuan/contract/search';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { chineseRuns } from './chinese-runs.ts';
import { Highlight } from './highlight.tsx';
import { useSearchMessages } from './search-messages.ts';

/** What a screen reader hears at the end of every link here: the target is a PDF, opened in a new tab. */
function OpensPdf() {
  const t = useT();
  return (
    <>
      {' '}
      <span className="visually-hidden">PDF{t('opensInNewTab')}</span>
    </>
  );
}

/**
 * A page's snippet with the query's words marked; on the English site the Chinese in it (a Chinese
 * report's text, a bilingual report's running footer) is marked as Chinese.
 */
function Snippet({ text, terms }: { text: string; terms: string[] }) {
  const lang = useLang();
  if (lang !== 'en') return <Highlight text={text} terms={terms} />;
  return chineseRuns(text).map((run, i) =>
    run.chinese ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never reorder
      <span key={i} lang="zh-CN">
        <Highlight text={run.text} terms={terms} />
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never reorder
      <Highlight key={i} text={run.text} terms={terms} />
    ),
  );
}

/**
 * One document of the results: its kind, date, notes (read by OCR; written in the other language), its
 * title opening the PDF, and its best pages, each opening the PDF at that page (`…pdf#page=12`).
 */
export function DocumentHitRow({ hit, terms }: { hit: DocumentHit; terms: string[] }) {
  const own = useSearchMessages();
  const lang = useLang();
  return (
    <li className="search-hit document-hit">
      <p className="search-hit-meta document-hit-meta">
        <span className="search-kind document-kind" data-kind={hit.kind}>
          {own(`documentKind.${hit.kind}`)}
        </span>
        {hit.publishDate ? (
          <time dateTime={hit.publishDate}>{hit.publishDate}</time>
        ) : (
          <span>{own('documentYear', { year: hit.year })}</span>
        )}
        {hit.fileLang !== lang && <span className="document-note">{own(`fileLang.${hit.fileLang}`)}</span>}
        {hit.ocr && (
          <span className="document-note" data-note="ocr">
            {own('ocrNote')}
          </span>
        )}
      </p>
      <h3 className="search-hit-title">
        <a href={hit.file} target="_blank" rel="noopener noreferrer">
          <Highlight text={hit.title} terms={terms} />
          <OpensPdf />
        </a>
      </h3>
      {hit.pages.length > 0 && (
        <ol className="document-pages">
          {hit.pages.map((p) => (
            <li key={p.page}>
              <a className="document-page" href={p.route} target="_blank" rel="noopener noreferrer">
                <span className="document-page-number">{own('pageHit', { page: p.page })}</span>{' '}
                <span className="document-page-snippet">
                  <Snippet text={p.snippet} terms={terms} />
                </span>
                <OpensPdf />
              </a>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
