/** Characters no file system accepts in a name (Windows is the strictest), and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The name a downloaded report is saved under: the company and the report's title, e.g.
 * "Muyuan Foods 2024 ESG Report.pdf", with characters that file systems refuse replaced by spaces.
 */
export function reportFileName(company: string, title: string): string {
  const name = `${company} ${title}`.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return `${name}.pdf`;
}
