/**
 * The one byte-size formatter of the site and the console: 812 B, 56 KB, 1.2 MB (1 KB = 1024 bytes, as file
 * managers show it; the same in both languages). A module of its own so the pages that show sizes bring it.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
