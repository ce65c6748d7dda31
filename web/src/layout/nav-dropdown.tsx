import type { NavGroup } from '@muyuan/contract/sitemap';
import type { KeyboardEvent } from 'react';
import { moveFocus } from './focus-list.ts';
import { NavGroupList } from './nav-group-list.tsx';

interface Props {
  id: string;
  groups: NavGroup[];
  open: boolean;
  onChoose: () => void;
  /** Escape: close, and give focus back to the disclosure button of the entry (`li`) the menu is in. */
  onClose: (entry: HTMLElement | null) => void;
}

/** The dropdown of one top entry: its listed pages, grouped, with arrow-key movement. */
export function NavDropdown({ id, groups, open, onChoose, onClose }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = event.currentTarget;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(menu, 'a', event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveFocus(menu, 'a', event.key === 'Home' ? 'first' : 'last');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(menu.closest('li'));
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape for the links inside the menu
    <div id={id} className="nav-dropdown" hidden={!open} onKeyDown={onKeyDown}>
      <NavGroupList groups={groups} prefix="nav-dropdown" onNavigate={onChoose} />
    </div>
  );
}
