import type { Dept, DeptType } from '@muyuan/contract/compliance';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';
import { listDepts, listDeptTypes } from './repository.ts';

export async function depts(db: Db, lang: Lang): Promise<Dept[]> {
  const rows = await listDepts(db, lang);
  return rows.map((r) => ({ id: r.id, name: r.name, province: r.province }));
}

/** A department type's code is its content id. */
export async function deptTypes(db: Db, lang: Lang): Promise<DeptType[]> {
  const rows = await listDeptTypes(db, lang);
  return rows.map((r) => ({ code: r.id, name: r.name }));
}
