import { describe, expect, it } from 'vitest';
import { deptsOfProvince, EMPTY_FORM, firstProblemField, problemsOf, toSubmission } from './form-state.ts';

const filled = {
  ...EMPTY_FORM,
  subject: '  收受回扣 ',
  province: 'HA',
  content: '2024年3月采购中有人要求供应商支付回扣，有转账记录。',
  reporterName: '李明',
  reporterPhone: '13800138000',
};

describe('report form state', () => {
  it('sends trimmed fields, the files by reference and an empty honeypot', () => {
    const body = toSubmission(
      filled,
      [{ id: 'f1', key: 'k'.repeat(43), name: 'a.pdf', size: 10, type: 'application/pdf' }],
      '',
    );
    expect(body.subject).toBe('收受回扣');
    expect(body.attachments).toEqual([{ id: 'f1', key: 'k'.repeat(43) }]);
    expect(body.website).toBe('');
  });
  it('leaves the identity out when the visitor switched to anonymous after typing it', () => {
    const body = toSubmission({ ...filled, anonymous: true }, [], '');
    expect([body.reporterName, body.reporterPhone]).toEqual(['', '']);
  });
  it('finds the first field with a problem in the order of the form', () => {
    expect(firstProblemField(problemsOf({ ...filled, subject: '', reporterEmail: 'x' }, 0))).toBe('subject');
    expect(firstProblemField(problemsOf(filled, 0))).toBeUndefined();
  });
  it('narrows the subsidiaries to the chosen province, in either language', () => {
    const depts = [
      { id: 'a', name: 'A', province: '河南省' },
      { id: 'b', name: 'B', province: 'Shandong' },
    ];
    expect(deptsOfProvince(depts, 'HA').map((d) => d.id)).toEqual(['a']);
    expect(deptsOfProvince(depts, 'SD').map((d) => d.id)).toEqual(['b']);
    expect(deptsOfProvince(depts, '')).toHaveLength(2);
  });
});
