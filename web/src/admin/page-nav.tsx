import { formatMessage } from '../i18n/format-message.ts';
import { useLanguage } from './language.tsx';

interface PageNavProps {
  page: number;
  pages: number;
  busy?: boolean;
  /** The words: "Previous", "Next" and "Page {{page}} of {{pages}}". */
  s: { previous: string; next: string; pageOf: string };
  onPage: (page: number) => void;
}

/** Previous and next between the pages of a list, with where the list is; named by that place. */
export function PageNav({ page, pages, busy = false, s, onPage }: PageNavProps) {
  const { lang } = useLanguage();
  const where = formatMessage(lang, s.pageOf, { page, pages });
  return (
    <nav className="content-pager" aria-label={where}>
      <button type="button" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </button>
      <span>{where}</span>
      <button type="button" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {s.next}
      </button>
    </nav>
  );
}
