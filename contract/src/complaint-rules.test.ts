import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_LIMITS, type ComplaintInput, complaintProblems, problemText } from './complaint-rules.ts';

const valid: ComplaintInput = {
  subject: '采购人员收受回扣',
  reportedEmployeeNo: 'MY-1024',
  reportedName: '张某',
  province: 'HA',
  deptId: 'dept-neixiang',
  deptTypeCode: 'procurement',
  farmNo: '12-3',
  content: '2024年3月，某采购人员在饲料原料采购中要求供应商支付回扣，并提供了转账记录。',
  anonymous: false,
  reporterEmployeeNo: '',
  reporterName: '李明',
  reporterPhone: '+8613800138000',
  reporterEmail: '',
};

describe('complaint rules', () => {
  it('accept a complete real-name report', () => {
    expect(complaintProblems(valid)).toEqual({});
  });

  it('ask a real-name reporter for a name and a phone or an email; an anonymous one for neither', () => {
    const named = { ...valid, reporterName: '', reporterPhone: '', reporterEmail: '' };
    expect(complaintProblems(named)).toEqual({
      reporterName: { problem: 'required' },
      reporterPhone: { problem: 'contactNeeded' },
    });
    expect(complaintProblems({ ...named, anonymous: true })).toEqual({});
  });

  it("check the phone by the spec's rule and the email by its form", () => {
    expect(complaintProblems({ ...valid, reporterPhone: '12345' }).reporterPhone).toEqual({ problem: 'phone' });
    expect(complaintProblems({ ...valid, reporterEmail: 'a@b' }).reporterEmail).toEqual({ problem: 'email' });
    expect(complaintProblems({ ...valid, reporterEmail: 'li.ming@example.com' }).reporterEmail).toBeUndefined();
  });

  it('hold subject and content to their lengths and the province to the list', () => {
    expect(complaintProblems({ ...valid, subject: '' }).subject).toEqual({ problem: 'required' });
    expect(complaintProblems({ ...valid, content: '太短' }).content).toEqual({ problem: 'tooShort', min: 20 });
    expect(complaintProblems({ ...valid, content: 'x'.repeat(COMPLAINT_LIMITS.contentMax + 1) }).content).toEqual({
      problem: 'tooLong',
      max: COMPLAINT_LIMITS.contentMax,
    });
    expect(complaintProblems({ ...valid, province: 'XX' }).province).toEqual({ problem: 'province' });
    expect(complaintProblems(valid, 11).attachments).toEqual({ problem: 'tooManyFiles', max: 10 });
  });

  it('never let a field over its limit through, whatever is typed (property)', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 120 });
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.boolean(), (subject, name, phone, anonymous) => {
        const problems = complaintProblems({ ...valid, subject, reporterName: name, reporterPhone: phone, anonymous });
        const subjectLength = [...subject.trim()].length;
        expect(problems.subject === undefined).toBe(
          subjectLength >= COMPLAINT_LIMITS.subjectMin && subjectLength <= COMPLAINT_LIMITS.subjectMax,
        );
        if ([...name.trim()].length > COMPLAINT_LIMITS.nameMax) expect(problems.reporterName).toBeDefined();
        if (phone.trim() && !/^(?:\+86|0086)?1\d{10}$/.test(phone.trim())) expect(problems.reporterPhone).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('say each problem in both languages', () => {
    expect(problemText({ problem: 'tooShort', min: 20 }, 'zh')).toBe('请至少输入 20 个字');
    expect(problemText({ problem: 'tooLong', max: 50 }, 'en')).toBe('At most 50 characters');
  });
});
