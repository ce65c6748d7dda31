import { contentError } from './content-error.ts';
import type { ContentData } from './content-schema.ts';

/**
 * References between content files that a single file's schema cannot check: every announcement's
 * `type` names a kind of notice-types.yaml. Throws naming the file and field of the first broken one.
 */
export function checkCrossReferences(data: ContentData, displayName: (relative: string) => string): void {
  const types = new Set(data.noticeTypes.map((t) => t.id));
  data.notices.forEach((notice, i) => {
    if (!types.has(notice.type)) {
      throw contentError(
        displayName('data/notices.yaml'),
        [i, 'type'],
        `unknown kind "${notice.type}" (not in data/notice-types.yaml)`,
      );
    }
  });
}
