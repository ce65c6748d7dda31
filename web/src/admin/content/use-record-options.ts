import type { RecordSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useEffect, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import { useLanguage } from '../language.tsx';

export interface RecordOption {
  id: string;
  label: string;
}

/** The most records a reference field offers (kinds of things, not articles). */
const OPTIONS_MAX = 200;

/**
 * The records of a collection a reference field may point at (an announcement's kind), named by their
 * title in the console's language (Chinese when there is no English), as the content API lists them.
 */
export function useRecordOptions(collection: string): RecordOption[] | null {
  const { lang } = useLanguage();
  const [options, setOptions] = useState<RecordOption[] | null>(null);
  useEffect(() => {
    let live = true;
    const path = `${withParams(ADMIN_PATHS.contentRecords, { collection })}?page=1&pageSize=${OPTIONS_MAX}`;
    adminCall<{ list: RecordSummary[] }>(lang, 'GET', path).then(
      (answer) =>
        live &&
        setOptions(
          answer.list.map((r) => ({ id: r.id, label: (lang === 'en' ? r.title.en : null) || r.title.zh || r.id })),
        ),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [collection, lang]);
  return options;
}
