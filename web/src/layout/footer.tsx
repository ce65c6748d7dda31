import { FOOTER_COLUMNS, FRIENDLY_LINKS_ROUTE, findRoute, isListed } from '@muyuan/contract/sitemap';
import { Link } from 'wouter';
import { useSite } from '../content/site.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import './footer.css';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { chineseTextLang } from '../lib/language.ts';

/** Footer: logo, two icon labels, the spec's link columns, record links, friendly links on /ecology. */
export function Footer({ route }: { route: ResolvedRoute }) {
  const lang = useLang();
  const t = useT();
  const site = useSite();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          {site && <img className="footer-logo" src={site.logo} alt={site.companyName[lang]} width={150} height={40} />}
          <ul className="footer-icons">
            {site?.footerIcons.map((icon) => (
              <li key={icon.icon}>
                <img src={icon.icon} alt="" width={24} height={24} />
                <span>
                  {/* The label and its colon in the page's language; the value may be Chinese on an English page. */}
                  {t('labelled', { label: icon.label[lang], value: '' })}
                  <span lang={chineseTextLang(icon.value, lang)}>{icon.value}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer-columns" aria-label={t('footerNavigation')}>
          {FOOTER_COLUMNS.map((column) => (
            <div className="footer-column" key={column.title.zh}>
              <p className="footer-column-title">{column.title[lang]}</p>
              <ul>
                {column.links.map((link) => {
                  const item = findRoute(link)?.item;
                  if (!item || (lang === 'en' && !isListed({ ...item, hidden: false }, lang))) return null;
                  return (
                    <li key={link}>
                      <Link href={link}>{item.title[lang]}</Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {site && (
        <div className="footer-bottom">
          <span>© {site.companyName[lang]}</span>
          <a
            href={site.governmentRecord.url}
            target="_blank"
            rel="noopener noreferrer"
            className="record-link"
            lang={chineseTextLang(site.governmentRecord.number, lang)}
          >
            {site.governmentRecord.number}
          </a>
          <a
            href={site.icpRecord.url}
            target="_blank"
            rel="noopener noreferrer"
            className="record-link"
            lang={chineseTextLang(site.icpRecord.number, lang)}
          >
            {site.icpRecord.number}
          </a>
          {route.path === FRIENDLY_LINKS_ROUTE && (
            <details className="friendly-links">
              <summary>{t('friendlyLinks')}</summary>
              <ul>
                {site.friendlyLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.title[lang]}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </footer>
  );
}
