/** An error in a content file; its message names the file and the field, e.g. `content/data/news.yaml: [3].zh.title: ...`. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** `[3].zh.title` from a path like `[3, 'zh', 'title']`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((seg, i) => {
      if (typeof seg === 'number') return `[${seg}]`;
      const name = String(seg);
      return i === 0 ? name : `.${name}`;
    })
    .join('');
}

export function contentError(file: string, path: readonly PropertyKey[] | null, message: string): ContentError {
  return new ContentError(path ? `${file}: ${formatPath(path)}: ${message}` : `${file}: ${message}`);
}
