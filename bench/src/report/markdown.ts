/** A Markdown table; `align` has one entry per column, `r` for numbers. */
export function table(headers: readonly string[], align: string, rows: readonly (readonly string[])[]): string {
  const rule = headers.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(rule), ...rows.map(line)].join('\n');
}

/** 1 KB = 1000 bytes, as Vite and the budget count. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** RSS in MB of 1024 × 1024 bytes, as /proc and `ps` count. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
export const seconds = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;
export const count = (v: number) => Math.round(v).toLocaleString('en-US');
export const ratio = (v: number) => `${v.toFixed(2)}×`;
export const cores = (v: number | null) => (v === null ? 'n/a' : v.toFixed(2));
export const code = (text: string) => `\`${text}\``;

/** A target's verdict as the tables show it: null means the measurement did not run. */
export const verdict = (pass: boolean | null, informational = false) =>
  informational ? 'information' : pass === null ? 'not measured' : pass ? 'pass' : '**FAIL**';
