import type { ComplaintSubmission } from '@muyuan/contract/compliance';

/** The subject every load request starts with; each request adds its own number after it. */
export const BENCH_SUBJECT = '饲料出库记录与实际用量不符';

/**
 * The report the load sends: a named report filled in as the form sends it, without attachments, valid
 * under every rule of contract/src/complaint-rules.ts (the unit test checks it against them).
 */
export function benchReport(subject: string = BENCH_SUBJECT): ComplaintSubmission {
  return {
    subject,
    reportedEmployeeNo: 'MY-2048',
    reportedName: '王某',
    province: 'HA',
    deptId: '',
    deptTypeCode: '',
    farmNo: '07-2',
    content: '本月场区饲料出库记录与实际用量不符，疑似有人虚报损耗后私自转卖，我保存了相关单据的照片。',
    anonymous: false,
    reporterEmployeeNo: '',
    reporterName: '赵敏',
    reporterPhone: '13900139000',
    reporterEmail: '',
    attachments: [],
    website: '',
  };
}
