import {
  listedGroups,
  NAV_SECTIONS,
  SIDE_PANEL_NO_RECRUITMENT_SECTION_INDEX as NO_RECRUITMENT,
} from '@muyuan/contract/sitemap';
import { useTranslation } from 'react-i18next';
import { CURRENT_LANG } from '../lib/language.ts';
import { NavItemLink } from './nav-item-link.tsx';

const RECRUITMENT = NAV_SECTIONS[NO_RECRUITMENT];

/**
 * Desktop left panel: the active section's pages plus a recruitment entry (not for the 6th section,
 * recruitment itself). Slides in while the pointer or focus is in the header; inert while hidden.
 */
export function SidePanel({ sectionIndex, open }: { sectionIndex: number; open: boolean }) {
  const { t } = useTranslation();
  const section = NAV_SECTIONS[sectionIndex];
  const groups = section ? listedGroups(section, CURRENT_LANG) : [];
  if (groups.length === 0) return null;
  const withRecruitment = sectionIndex !== NO_RECRUITMENT && RECRUITMENT;
  return (
    <nav className="side-panel" data-open={open} aria-label={t('sectionNavigation')} aria-hidden={!open} inert={!open}>
      <p className="side-panel-title">{section?.title[CURRENT_LANG]}</p>
      <ul>
        {groups.flatMap((group) =>
          group.items.map((item) => (
            <li key={item.id}>
              <NavItemLink target={item} className="side-panel-link">
                {item.title[CURRENT_LANG]}
              </NavItemLink>
            </li>
          )),
        )}
        {withRecruitment && (
          <li className="side-panel-recruitment">
            <NavItemLink target={RECRUITMENT} className="side-panel-link">
              {RECRUITMENT.title[CURRENT_LANG]}
            </NavItemLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
