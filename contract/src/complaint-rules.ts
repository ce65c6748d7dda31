import type { Lang, Localized } from './lang.ts';
import { isValidPhone } from './phone.ts';
import { PROVINCE_CODES } from './provinces.ts';

/**
 * The rules of the integrity report form, in one place for the browser (errors next to each field
 * as the visitor types) and the server (which checks everything again). Zod-free, so the form's
 * page stays small. docs/integrity-report.md explains each choice.
 */

/**
 * Every answer about a query code (hit, unknown, even a malformed one) takes this long, so timing
 * tells an attacker nothing about which codes exist.
 */
export const LOOKUP_WINDOW_MS = 400;

export const COMPLAINT_LIMITS = {
  subjectMin: 2,
  subjectMax: 100,
  contentMin: 20,
  contentMax: 5000,
  nameMax: 50,
  employeeNoMax: 20,
  farmNoMax: 30,
  emailMax: 100,
  followUpMax: 2000,
  maxFiles: 10,
  maxFileBytes: 30 * 1024 * 1024,
} as const;

export interface ComplaintInput {
  subject: string;
  reportedEmployeeNo: string;
  reportedName: string;
  province: string;
  deptId: string;
  deptTypeCode: string;
  farmNo: string;
  content: string;
  /** Anonymous: the reporter's identity fields may stay empty. Real name: name and a phone or email. */
  anonymous: boolean;
  reporterEmployeeNo: string;
  reporterName: string;
  reporterPhone: string;
  reporterEmail: string;
}

export type ComplaintField = Exclude<keyof ComplaintInput, 'anonymous'> | 'attachments';

/**
 * The form's field names, in both languages: the form's labels and the server's messages about a
 * field use the same words.
 */
export const FIELD_LABELS: Record<ComplaintField, Localized> = {
  subject: { zh: '举报主题', en: 'Subject' },
  reportedEmployeeNo: { zh: '被举报人工号', en: "Reported person's employee number" },
  reportedName: { zh: '被举报人姓名', en: "Reported person's name" },
  province: { zh: '省份/自治区', en: 'Province or region' },
  deptId: { zh: '所属子公司', en: 'Subsidiary' },
  deptTypeCode: { zh: '所属部门', en: 'Department' },
  farmNo: { zh: '场区编号', en: 'Farm site number' },
  content: { zh: '举报内容', en: 'What happened' },
  reporterEmployeeNo: { zh: '举报人工号', en: 'Your employee number' },
  reporterName: { zh: '举报人姓名', en: 'Your name' },
  reporterPhone: { zh: '联系电话', en: 'Phone' },
  reporterEmail: { zh: '电子邮箱', en: 'Email' },
  attachments: { zh: '附件', en: 'Attachments' },
};

export type FieldProblem =
  | { problem: 'required' }
  | { problem: 'tooShort'; min: number }
  | { problem: 'tooLong'; max: number }
  | { problem: 'phone' }
  | { problem: 'email' }
  | { problem: 'employeeNo' }
  | { problem: 'province' }
  | { problem: 'contactNeeded' }
  | { problem: 'tooManyFiles'; max: number };

const PROBLEM_TEXT: Record<FieldProblem['problem'], Localized> = {
  required: { zh: '请填写此项', en: 'Please fill this in' },
  tooShort: { zh: '请至少输入 {min} 个字', en: 'Please write at least {min} characters' },
  tooLong: { zh: '最多 {max} 个字', en: 'At most {max} characters' },
  phone: {
    zh: '请输入有效的手机号码（可加 +86 或 0086）',
    en: 'Please enter a mainland mobile number (+86 or 0086 may precede it)',
  },
  email: { zh: '请输入有效的电子邮箱', en: 'Please enter a valid email address' },
  employeeNo: { zh: '工号只能包含字母、数字和连字符', en: 'Employee numbers have letters, digits and hyphens only' },
  province: { zh: '请选择省份或自治区', en: 'Please choose a province or region' },
  contactNeeded: {
    zh: '实名举报请留下手机号码或电子邮箱，便于我们联系您',
    en: 'For a named report, leave a phone number or an email so we can reach you',
  },
  tooManyFiles: { zh: '最多上传 {max} 个附件', en: 'At most {max} attachments' },
};

/** A field's problem in words, in the visitor's language. */
export function problemText(p: FieldProblem, lang: Lang): string {
  const text = PROBLEM_TEXT[p.problem][lang];
  return text.replace('{min}', 'min' in p ? String(p.min) : '').replace('{max}', 'max' in p ? String(p.max) : '');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPLOYEE_NO = /^[A-Za-z0-9-]+$/;

function length(value: string, min: number, max: number, required: boolean): FieldProblem | null {
  const n = [...value.trim()].length;
  if (n === 0) return required ? { problem: 'required' } : null;
  if (n < min) return { problem: 'tooShort', min };
  if (n > max) return { problem: 'tooLong', max };
  return null;
}

function employeeNo(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return null;
  if (v.length > COMPLAINT_LIMITS.employeeNoMax) return { problem: 'tooLong', max: COMPLAINT_LIMITS.employeeNoMax };
  return EMPLOYEE_NO.test(v) ? null : { problem: 'employeeNo' };
}

/** Every field's problem (none: an empty object). `attachmentCount` counts the files uploaded for it. */
export function complaintProblems(
  input: ComplaintInput,
  attachmentCount = 0,
): Partial<Record<ComplaintField, FieldProblem>> {
  const L = COMPLAINT_LIMITS;
  const problems: Partial<Record<ComplaintField, FieldProblem | null>> = {
    subject: length(input.subject, L.subjectMin, L.subjectMax, true),
    reportedEmployeeNo: employeeNo(input.reportedEmployeeNo),
    reportedName: length(input.reportedName, 1, L.nameMax, false),
    province: (PROVINCE_CODES as readonly string[]).includes(input.province) ? null : { problem: 'province' },
    deptId: length(input.deptId, 1, 64, false),
    deptTypeCode: length(input.deptTypeCode, 1, 64, false),
    farmNo: length(input.farmNo, 1, L.farmNoMax, false),
    content: length(input.content, L.contentMin, L.contentMax, true),
    reporterEmployeeNo: employeeNo(input.reporterEmployeeNo),
    reporterName: length(input.reporterName, 1, L.nameMax, !input.anonymous),
    reporterPhone:
      input.reporterPhone.trim() && !isValidPhone(input.reporterPhone.trim()) ? { problem: 'phone' } : null,
    reporterEmail:
      input.reporterEmail.trim() && (!EMAIL.test(input.reporterEmail.trim()) || input.reporterEmail.length > L.emailMax)
        ? { problem: 'email' }
        : null,
    attachments: attachmentCount > L.maxFiles ? { problem: 'tooManyFiles', max: L.maxFiles } : null,
  };
  if (!input.anonymous && !input.reporterPhone.trim() && !input.reporterEmail.trim()) {
    problems.reporterPhone = { problem: 'contactNeeded' };
  }
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Partial<
    Record<ComplaintField, FieldProblem>
  >;
}
