import type { RecordList } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useMemo } from 'react';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';

export interface RecordOption {
  id: string;
  label: string;
}

/** The most records a reference field offers (kinds of things, not articles). */
const OPTIONS_MAX = 200;

/**
 * The records of a collection a reference field may point at (an announcement's kind), named by their
 * title in the console's language (Chinese when there is no English), as the content API lists them:
 * null until read, none when they cannot be.
 */
export function useRecordOptions(collection: string): RecordOption[] | null {
  const { lang } = useLanguage();
  const read = useAdminRead<RecordList>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection })}?page=1&pageSize=${OPTIONS_MAX}`,
  );
  const { data, error } = read;
  return useMemo(() => {
    if (error) return [];
    return (
      data?.list.map((r) => ({ id: r.id, label: (lang === 'en' ? r.title.en : null) || r.title.zh || r.id })) ?? null
    );
  }, [data, error, lang]);
}
