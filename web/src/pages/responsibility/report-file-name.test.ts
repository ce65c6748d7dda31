import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-file-name.ts';

describe('reportFileName', () => {
  it('names a report by company and title, as a PDF', () => {
    expect(reportFileName('牧原股份', '2024年度环境、社会及治理（ESG）报告')).toBe(
      '牧原股份 2024年度环境、社会及治理（ESG）报告.pdf',
    );
    expect(reportFileName('Muyuan Foods', '2024 Environmental, Social and Governance (ESG) Report')).toBe(
      'Muyuan Foods 2024 Environmental, Social and Governance (ESG) Report.pdf',
    );
  });

  it('replaces characters file systems refuse, and squeezes spaces', () => {
    expect(reportFileName('A/B', 'Report: 2024 "final"?  <draft>|\n')).toBe('A B Report 2024 final draft.pdf');
  });
});
