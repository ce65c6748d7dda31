import { companyDept, companyDeptTypes } from '@muyuan/contract/compliance';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { depts, deptTypes } from './service.ts';

export function registerComplianceRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'compliance';
  registerContentRoute(app, state, companyDept, (_q, lang) => depts(db, lang), { tag });
  registerContentRoute(app, state, companyDeptTypes, (_q, lang) => deptTypes(db, lang), { tag });
}
