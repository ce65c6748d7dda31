/** One line of a long text in a comparison, and whether the other side lacks it. */
export interface DiffLine {
  text: string;
  changed: boolean;
}

/** Beyond this many line pairs (after the common start and end are set aside) lines are not marked. */
const MAX_PAIRS = 1_000_000;

/**
 * The lines of two texts (a Markdown body before and after) with those not common to both marked: a
 * longest common subsequence of lines, so a paragraph changed in a long body can be found at a glance.
 * Null when the texts are too long to compare line by line (they are then shown unmarked).
 */
export function lineDiff(before: string, after: string): { before: DiffLine[]; after: DiffLine[] } | null {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_PAIRS) return null;

  // lengths[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  const keptA = new Array<boolean>(n).fill(false);
  const keptB = new Array<boolean>(m).fill(false);
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[start + i] === b[start + j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) i++;
    else j++;
  }
  const mark = (lines: string[], end: number, kept: boolean[]): DiffLine[] =>
    lines.map((text, k) => ({ text, changed: k >= start && k < end && !kept[k - start] }));
  return { before: mark(a, endA, keptA), after: mark(b, endB, keptB) };
}
