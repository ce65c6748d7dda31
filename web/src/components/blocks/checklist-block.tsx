import type { BlockOf } from '@muyuan/contract/page-copy';
import { InlineText } from '../inline-text/inline-text.tsx';

/** Points a reader checks off: standards, rules, what to prepare. */
export function ChecklistBlock({ block }: { block: BlockOf<'checklist'> }) {
  return (
    <ul className="checklist">
      {block.items.map((item) => (
        <li key={item}>
          <svg className="checklist-mark" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="10" />
            <path d="M5.5 10.5l3 3 6-7" />
          </svg>
          <span>
            <InlineText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
