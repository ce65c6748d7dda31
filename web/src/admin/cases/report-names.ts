import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Dept, DeptType } from '@muyuan/contract/compliance';
import { PROVINCES } from '@muyuan/contract/provinces';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';

/** Names for the codes a report holds (province, subsidiary, department), in the console's language. */
export interface ReportNames {
  province: (code: string) => string;
  subsidiary: (id: string) => string;
  department: (code: string) => string;
}

const named = (names: Map<string, string>) => (code: string) => (code ? (names.get(code) ?? code) : '');

/** A list's answer, kept while the next language's loads; none when it cannot be read. */
const listOf = <T>(read: { data?: T[] | undefined; error?: unknown }): T[] => (read.error ? [] : (read.data ?? []));

/**
 * The report form's own lists (the public subsidiary and department APIs, in the console's language;
 * the contract's provinces): a code the lists no longer hold, or not read yet, is shown as it is.
 */
export function useReportNames(lang: ConsoleLang): ReportNames {
  const depts = listOf(useAdminRead<Dept[]>(API_PATHS.companyDept, { perLanguage: true, keepPrevious: true }));
  const types = listOf(useAdminRead<DeptType[]>(API_PATHS.companyDeptTypes, { perLanguage: true, keepPrevious: true }));
  return {
    province: named(new Map(PROVINCES.map((p) => [p.code, p[lang]]))),
    subsidiary: named(new Map(depts.map((d) => [d.id, d.name]))),
    department: named(new Map(types.map((d) => [d.code, d.name]))),
  };
}
