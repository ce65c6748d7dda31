import {
  listedGroups,
  NAV_SECTIONS,
  SIDE_PANEL_NO_RECRUITMENT_SECTION_INDEX as NO_RECRUITMENT,
} from '@muyuan/contract/sitemap';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { NavItemLink } from './nav-item-link.tsx';
import { usePanelRoom } from './use-panel-room.ts';

const RECRUITMENT = NAV_SECTIONS[NO_RECRUITMENT];

/**
 * Desktop left panel: the pages of the section whose dropdown is shown (the active one otherwise) plus
 * a recruitment entry (not for the 6th section, recruitment itself). Slides in while the pointer or
 * focus is in the header; inert while hidden. It stays above the page heading: it is only as tall as
 * the room between the header and the heading, scrolls inside that, and does not open without room.
 */
export function SidePanel({ sectionIndex, open }: { sectionIndex: number; open: boolean }) {
  const lang = useLang();
  const t = useT();
  const room = usePanelRoom(open);
  const section = NAV_SECTIONS[sectionIndex];
  const groups = section ? listedGroups(section, lang) : [];
  if (groups.length === 0) return null;
  const shown = open && room !== null;
  const withRecruitment = sectionIndex !== NO_RECRUITMENT && RECRUITMENT;
  return (
    <nav
      className="side-panel"
      data-open={shown}
      aria-label={t('sectionNavigation')}
      aria-hidden={!shown}
      inert={!shown}
      style={room ? { maxHeight: room } : undefined}
    >
      <p className="side-panel-title">{section?.title[lang]}</p>
      <ul>
        {groups.flatMap((group) =>
          group.items.map((item) => (
            <li key={item.id}>
              <NavItemLink target={item} className="side-panel-link">
                {item.title[lang]}
              </NavItemLink>
            </li>
          )),
        )}
        {withRecruitment && (
          <li className="side-panel-recruitment">
            <NavItemLink target={RECRUITMENT} className="side-panel-link">
              {RECRUITMENT.title[lang]}
            </NavItemLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
