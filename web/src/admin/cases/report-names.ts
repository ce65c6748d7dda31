import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Dept, DeptType } from '@muyuan/contract/compliance';
import { PROVINCES } from '@muyuan/contract/provinces';
import { useEffect, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import type { ConsoleLang } from '../strings.ts';

/** Names for the codes a report holds (province, subsidiary, department), in the console's language. */
export interface ReportNames {
  province: (code: string) => string;
  subsidiary: (id: string) => string;
  department: (code: string) => string;
}

const named = (names: Map<string, string>) => (code: string) => (code ? (names.get(code) ?? code) : '');

/**
 * The report form's own lists (the public subsidiary and department APIs, the contract's provinces):
 * a code the lists no longer hold is shown as it is.
 */
export function useReportNames(lang: ConsoleLang): ReportNames {
  const [depts, setDepts] = useState<Dept[]>([]);
  const [types, setTypes] = useState<DeptType[]>([]);
  useEffect(() => {
    adminCall<Dept[]>(lang, 'GET', API_PATHS.companyDept).then(setDepts, () => setDepts([]));
    adminCall<DeptType[]>(lang, 'GET', API_PATHS.companyDeptTypes).then(setTypes, () => setTypes([]));
  }, [lang]);
  return {
    province: named(new Map(PROVINCES.map((p) => [p.code, p[lang]]))),
    subsidiary: named(new Map(depts.map((d) => [d.id, d.name]))),
    department: named(new Map(types.map((d) => [d.code, d.name]))),
  };
}
