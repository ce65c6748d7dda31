import type { BlockOf } from '@muyuan/contract/page-copy';
import { useId } from 'react';
import { InlineText } from '../inline-text/inline-text.tsx';

/** A table of the copy; a wide one scrolls inside its own box on a phone, never the page. */
export function TableBlock({ block }: { block: BlockOf<'table'> }) {
  const noteId = useId();
  return (
    // A wide table scrolls inside this box; keyboard users need to focus it to scroll it (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={block.heading ?? block.columns.join(', ')} tabIndex={0}>
      <table className="data-table" aria-describedby={block.note ? noteId : undefined}>
        <thead>
          <tr>
            {block.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) => {
                const column = block.columns[i] ?? String(i);
                return i === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {block.note && (
        <p className="table-note" id={noteId}>
          <InlineText text={block.note} />
        </p>
      )}
    </section>
  );
}
