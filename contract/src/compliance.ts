import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';

/** A subsidiary (factory) that a report can concern. */
export const deptSchema = z.object({ id: z.string(), name: z.string(), province: z.string() });
export type Dept = z.infer<typeof deptSchema>;

export const companyDept = getEndpoint({
  path: API_PATHS.companyDept,
  query: z.object({}),
  data: z.array(deptSchema),
  summary: 'Subsidiaries (factories) for the integrity report form',
});

/** A department type (e.g. production, procurement) of the integrity report form. */
export const deptTypeSchema = z.object({ code: z.string(), name: z.string() });
export type DeptType = z.infer<typeof deptTypeSchema>;

export const companyDeptTypes = getEndpoint({
  path: API_PATHS.companyDeptTypes,
  query: z.object({}),
  data: z.array(deptTypeSchema),
  summary: 'Department types for the integrity report form',
});
