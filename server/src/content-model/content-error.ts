/** An error in a content file; its message names the file and the field, e.g. `content/data/news.yaml: [3].zh.title: ...`. */
export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    /** The file as named in messages (`content/data/news.yaml`), or a collection's file when checked from the database. */
    readonly file: string,
    /** Where in the file: `[3, 'zh', 'title']`; null when the whole file is meant. */
    readonly path: readonly PropertyKey[] | null,
    /** What is wrong, without the file and path. */
    readonly detail: string,
  ) {
    super(path ? `${file}: ${formatPath(path)}: ${detail}` : `${file}: ${detail}`);
  }
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
  return new ContentError(file, path, message);
}
