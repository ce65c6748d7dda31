/** A card's label/value rows, as the sales endpoints give them. */
interface RowsOf {
  rows: readonly { label: string; value: string }[];
}

export interface ComparisonRow {
  label: string;
  /** One value per card, in the cards' order; null where a card has no such row. */
  values: (string | null)[];
}

/**
 * The rows of a side-by-side comparison of cards: every label any card has, in the order they are
 * first met (so a row only one breed has, such as loin eye area, comes after the shared ones), with
 * each card's value.
 */
export function comparisonRows(cards: readonly RowsOf[]): ComparisonRow[] {
  const labels: string[] = [];
  for (const card of cards) {
    for (const row of card.rows) if (!labels.includes(row.label)) labels.push(row.label);
  }
  return labels.map((label) => ({
    label,
    values: cards.map((card) => card.rows.find((row) => row.label === label)?.value ?? null),
  }));
}
