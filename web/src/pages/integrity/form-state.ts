import type { ComplaintField, ComplaintInput, FieldProblem } from '@muyuan/contract/complaint-rules';
import { complaintProblems } from '@muyuan/contract/complaint-rules';
import type { ComplaintSubmission, Dept, UploadResult } from '@muyuan/contract/compliance';
import { PROVINCES } from '@muyuan/contract/provinces';

/** The form as typed: every field of the spec, empty at first, real name chosen (it is encouraged). */
export const EMPTY_FORM: ComplaintInput = {
  subject: '',
  reportedEmployeeNo: '',
  reportedName: '',
  province: '',
  deptId: '',
  deptTypeCode: '',
  farmNo: '',
  content: '',
  anonymous: false,
  reporterEmployeeNo: '',
  reporterName: '',
  reporterPhone: '',
  reporterEmail: '',
};

/** The fields in the order they appear, for moving focus to the first one with a problem. */
export const FIELD_ORDER: readonly ComplaintField[] = [
  'subject',
  'content',
  'province',
  'deptId',
  'deptTypeCode',
  'farmNo',
  'reportedEmployeeNo',
  'reportedName',
  'reporterName',
  'reporterEmployeeNo',
  'reporterPhone',
  'reporterEmail',
  'attachments',
];

export function firstProblemField(problems: Partial<Record<ComplaintField, FieldProblem>>): ComplaintField | undefined {
  return FIELD_ORDER.find((f) => problems[f]);
}

/**
 * What is sent: the form's fields trimmed, the identity left out when the visitor chose to stay
 * anonymous after typing some of it, and the uploaded files by reference. The honeypot stays empty
 * for people.
 */
export function toSubmission(
  form: ComplaintInput,
  files: readonly UploadResult[],
  honeypot: string,
): ComplaintSubmission {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as ComplaintInput;
  const identity = form.anonymous
    ? { reporterEmployeeNo: '', reporterName: '', reporterPhone: '', reporterEmail: '' }
    : {};
  return {
    ...trimmed,
    ...identity,
    attachments: files.map((f) => ({ id: f.id, key: f.key })),
    website: honeypot,
  };
}

/** The problems of the form as it stands (the same rules the server applies). */
export function problemsOf(form: ComplaintInput, fileCount: number) {
  return complaintProblems(form, fileCount);
}

/** The subsidiaries in a province (the API names their province in the visitor's language). */
export function deptsOfProvince(depts: readonly Dept[], provinceCode: string): Dept[] {
  const province = PROVINCES.find((p) => p.code === provinceCode);
  if (!province) return [...depts];
  const names = [province.zh, province.en, province.zh.replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔)+$/, '')];
  return depts.filter((d) => names.some((n) => d.province === n || d.province.startsWith(n)));
}
