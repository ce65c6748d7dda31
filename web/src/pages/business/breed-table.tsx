import type { SalesCard } from '@muyuan/contract/shapes';
import { CARD_IMAGE_SIZES, ContentImage } from '../../components/content-image/content-image.tsx';
import { comparisonRows } from './comparison-rows.ts';

interface Props {
  breeds: readonly SalesCard[];
  /** The heading of the label column ("trait"). */
  traitLabel: string;
  /** Said for a cell a breed has no figure for. */
  missingLabel: string;
  caption: string;
}

/** The breeds side by side: one column per breed (picture and name), one row per performance trait. */
export function BreedTable({ breeds, traitLabel, missingLabel, caption }: Props) {
  const rows = comparisonRows(breeds);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll breed-table-scroll" aria-label={caption} tabIndex={0}>
      <table className="data-table breed-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="breed-table-trait">
              {traitLabel}
            </th>
            {breeds.map((breed) => (
              <th scope="col" key={breed.id} className="breed-table-breed">
                {breed.image && (
                  <ContentImage
                    src={breed.image}
                    alt=""
                    sizes={CARD_IMAGE_SIZES}
                    width="600"
                    height="450"
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span>{breed.title}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={breeds[i]?.id ?? i}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{missingLabel}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
