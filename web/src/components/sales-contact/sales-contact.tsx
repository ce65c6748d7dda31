import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { contactHref } from '../blocks/contact-block.tsx';
import './sales-contact.css';

const PHONE_ICON =
  'M4.2 1.8l3 .4 1.2 3.6-1.9 1.4a11 11 0 0 0 5.3 5.3l1.4-1.9 3.6 1.2.4 3a1.6 1.6 0 0 1-1.6 1.7A15.4 15.4 0 0 1 2.5 3.4a1.6 1.6 0 0 1 1.7-1.6z';
const MAIL_ICON = 'M2 4h16v12H2zm1.5 1.5v.6L10 10.4l6.5-4.3v-.6zm0 2.4v6.6h13V7.9L10 12.2z';

/**
 * The call to action of the business pages: the sales desk of the site settings (one place for the number
 * and the address), as a button that dials and one that writes. A page's copy places it with a
 * `slot` block named `salesContact`, whose heading and lead say what the visitor may buy there.
 */
export function SalesContact() {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  if (!site) return null;
  const { phone, email, hours } = site.sales;
  const phoneHref = contactHref({ kind: 'phone', label: '', value: phone }) ?? '';
  return (
    <div className="sales-contact">
      <div className="sales-contact-actions">
        <a className="button-primary button-large sales-contact-button" href={phoneHref} data-kind="phone">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d={PHONE_ICON} />
          </svg>
          <span className="sales-contact-text">
            <span className="sales-contact-label">{t('salesLine')}</span>
            <strong>{phone}</strong>
          </span>
        </a>
        <a className="button-ghost button-large sales-contact-button" href={`mailto:${email}`} data-kind="email">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d={MAIL_ICON} />
          </svg>
          <span className="sales-contact-text">
            <span className="sales-contact-label">{t('salesEmail')}</span>
            <strong>{email}</strong>
          </span>
        </a>
      </div>
      <p className="sales-contact-hours">{hours[lang]}</p>
    </div>
  );
}
