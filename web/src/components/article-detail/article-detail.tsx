import type { ArticleDetail as Article } from '@muyuan/contract/shapes';
import { Link } from 'wouter';
import { formatBytes } from '../../i18n/format-bytes.ts';
import en from '../../i18n/locales/en/article.json';
import zh from '../../i18n/locales/zh-CN/article.json';
import { useMessages, useT } from '../../i18n/t.ts';
import { SkeletonBox } from '../async-view/async-view.tsx';
import { SampleNote } from '../sample-note/sample-note.tsx';
import './article-detail.css';

interface Props {
  article: Article;
  /** The list the reader came from (at its page), and its name. */
  backHref: string;
  backLabel: string;
  /** The detail route of a neighbouring article. */
  hrefFor: (id: string) => string;
}

/**
 * One article: title, date and source, the body, its attachments, the previous and next items, and the way back.
 * An illustrative article (a placeholder publication's report) carries the site's sample note under its header.
 */
/** The words only an article's page needs, downloaded with it. */
const ARTICLE_MESSAGES = { zh, en };

export function ArticleDetail({ article, backHref, backLabel, hrefFor }: Props) {
  const t = useT();
  const own = useMessages(ARTICLE_MESSAGES);
  return (
    <article className="article">
      <Link href={backHref} className="article-back">
        ← {own('backTo', { list: backLabel })}
      </Link>
      <header className="article-header">
        <h1 className="article-title">{article.title}</h1>
        <p className="article-meta">
          <time dateTime={article.publishDate}>{article.publishDate}</time>
          {article.source && (
            <span className="article-source">{t('labelled', { label: t('source'), value: article.source })}</span>
          )}
        </p>
      </header>
      {article.sample && <SampleNote text={own('sampleArticleNote')} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered and sanitized by the server at import */}
      <div className="article-body rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
      {article.attachments.length > 0 && (
        <section className="article-attachments" aria-labelledby="article-attachments-title">
          <h2 id="article-attachments-title">{t('attachments')}</h2>
          <ul>
            {article.attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noopener noreferrer" className="file-link">
                  <span className="file-badge" aria-hidden="true">
                    PDF
                  </span>
                  <span className="file-name">{file.title}</span>
                  <span className="file-size">{formatBytes(file.size)}</span>
                  <span className="visually-hidden">{t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="article-neighbours" aria-label={own('moreArticles')}>
        {article.prev ? (
          <Link href={hrefFor(article.prev.id)} className="neighbour" rel="prev">
            <span className="neighbour-label">{own('previousArticle')}</span>
            <span className="neighbour-title">{article.prev.title}</span>
          </Link>
        ) : (
          <span className="neighbour is-none">{own('firstArticle')}</span>
        )}
        {article.next ? (
          <Link href={hrefFor(article.next.id)} className="neighbour is-next" rel="next">
            <span className="neighbour-label">{own('nextArticle')}</span>
            <span className="neighbour-title">{article.next.title}</span>
          </Link>
        ) : (
          <span className="neighbour is-next is-none">{own('lastArticle')}</span>
        )}
      </nav>
    </article>
  );
}

export function ArticleDetailSkeleton() {
  return (
    <div className="article" aria-hidden="true">
      <SkeletonBox className="article-skeleton-title" />
      <SkeletonBox lines={10} className="skeleton-text article-skeleton-body" />
    </div>
  );
}
