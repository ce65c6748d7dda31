import { detailRoute } from '@muyuan/contract/sitemap';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useHomeNews } from '../../api/home.ts';

/** How many of the latest news the home page lists. */
const HOME_NEWS_COUNT = 6;

export function HomeNews() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useHomeNews();
  if (error) return <p role="alert">{t('requestFailed', { message: (error as Error).message })}</p>;
  if (isLoading) return <p>{t('loading')}</p>;
  if (!data || data.length === 0) return <p>{t('noNews')}</p>;
  return (
    <ul className="news-list">
      {data.slice(0, HOME_NEWS_COUNT).map((news) => (
        <li key={news.id} className="news-item">
          <Link href={detailRoute('news', news.id)}>{news.title}</Link>
          <time dateTime={news.publishDate}>{news.publishDate}</time>
        </li>
      ))}
    </ul>
  );
}
