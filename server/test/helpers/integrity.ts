import { readFileSync } from 'node:fs';
import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import type { ComplaintSubmission, UploadResult } from '@muyuan/contract/compliance';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { privateKeyFrom } from '../../src/integrity/crypto.ts';
import { keyFiles } from '../../src/integrity/keys.ts';

/** A valid real-name report; tests change what they are about. */
export function aReport(overrides: Partial<ComplaintSubmission> = {}): ComplaintSubmission {
  return {
    subject: '采购人员收受供应商回扣',
    reportedEmployeeNo: 'MY-1024',
    reportedName: '张某',
    province: 'HA',
    deptId: '',
    deptTypeCode: '',
    farmNo: '12-3',
    content: '2024年3月，饲料原料采购中有人要求供应商支付回扣，我可以提供转账记录与聊天截图。',
    anonymous: false,
    reporterEmployeeNo: '',
    reporterName: '李明',
    reporterPhone: '13800138000',
    reporterEmail: '',
    attachments: [],
    website: '',
    ...overrides,
  };
}

export function submit(app: FastifyInstance, body: unknown, lang: Lang = 'zh', remoteAddress = '198.51.100.7') {
  return app.inject({
    method: 'POST',
    url: INTEGRITY_PATHS.saveComplaint,
    payload: body as object,
    headers: { lang },
    remoteAddress,
  });
}

export function lookup(app: FastifyInstance, code: string, lang: Lang = 'zh', remoteAddress = '198.51.100.7') {
  return app.inject({
    method: 'POST',
    url: INTEGRITY_PATHS.complaintStatus,
    payload: { code },
    headers: { lang },
    remoteAddress,
  });
}

export function followUp(app: FastifyInstance, code: string, message: string, remoteAddress = '198.51.100.7') {
  return app.inject({
    method: 'POST',
    url: INTEGRITY_PATHS.complaintFollowUp,
    payload: { code, message },
    headers: { lang: 'en' },
    remoteAddress,
  });
}

/** A multipart body with one file part. */
export function multipart(fileName: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----muyuan${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  app: FastifyInstance,
  fileName: string,
  content: Buffer,
  lang: Lang = 'en',
  client: { remoteAddress?: string; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      lang,
      ...(client.userAgent ? { 'user-agent': client.userAgent } : {}),
    },
    remoteAddress: client.remoteAddress ?? '198.51.100.7',
  });
}

export const uploaded = (res: LightMyRequestResponse) => (res.json() as { data: UploadResult }).data;

/** The private key the server made on its first start in `dataDir`. */
export const firstStartPrivateKey = (dataDir: string) =>
  privateKeyFrom(readFileSync(keyFiles(dataDir).privateKey, 'utf8'));

/** A small valid PNG (one pixel). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c636000000000050001a5f645400000000049454e44ae426082',
  'hex',
);
