import { NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { Link } from 'wouter';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import './content-page.css';

interface Props {
  route: ResolvedRoute;
  title: string;
  lead?: string | undefined;
}

/** Where the visitor is (Home / section / page), the page's heading and its one-line lead. */
export function PageIntro({ route, title, lead }: Props) {
  const t = useT();
  const lang = useLang();
  const section = route.sectionIndex > 0 ? NAV_SECTIONS[route.sectionIndex] : undefined;
  return (
    <header className="page-intro">
      <div className="container">
        <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
          <ol>
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            {section?.link && (
              <li>
                <Link href={section.link}>{section.title[lang]}</Link>
              </li>
            )}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-intro-lead">{lead}</p>}
      </div>
    </header>
  );
}
