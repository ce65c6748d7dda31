import { Link } from 'wouter';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** The route that shows this tab (its choice kept in the address). */
  href: string;
}

/**
 * A row of tabs that filter what a page shows. Each is a link to the page with its choice in the
 * address, so a filtered view can be reloaded, gone back to and shared.
 */
export function Tabs({ items, current, label }: { items: readonly TabItem[]; current: string; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className="tab"
              data-tab={item.id}
              aria-current={item.id === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
