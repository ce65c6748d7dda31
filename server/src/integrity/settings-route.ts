import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { COMPLAINT_LIMITS } from '@muyuan/contract/complaint-rules';
import { complaintSettings } from '@muyuan/contract/compliance';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../http/content-route.ts';
import { ACCEPTED_TYPES } from './file-check.ts';

/** The report form's settings: where attachments go (this site, or the upload host) and the limits. */
export default async function settingsRoute(app: FastifyInstance, { uploadOrigin }: { uploadOrigin: string }) {
  const settings = {
    uploadUrl: `${uploadOrigin}${UPLOAD_PATH}`,
    maxFiles: COMPLAINT_LIMITS.maxFiles,
    maxFileBytes: COMPLAINT_LIMITS.maxFileBytes,
    acceptedTypes: [...new Set(Object.values(ACCEPTED_TYPES))],
  };
  registerContentRoute(app, complaintSettings, async () => settings, { tag: 'compliance' });
}
