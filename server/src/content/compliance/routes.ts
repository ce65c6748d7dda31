import { companyDept, companyDeptTypes } from '@muyuan/contract/compliance';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { depts, deptTypes } from './service.ts';

export default async function complianceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'compliance';
  registerContentRoute(app, companyDept, (_q, lang) => depts(db, lang), { tag });
  registerContentRoute(app, companyDeptTypes, (_q, lang) => deptTypes(db, lang), { tag });
}
