import { complaintProblems } from '@muyuan/contract/complaint-rules';
import { complaintSubmissionSchema } from '@muyuan/contract/compliance';
import { describe, expect, it } from 'vitest';
import { BENCH_SUBJECT, benchReport } from './report-body.ts';

describe('benchReport', () => {
  it('is a report the server accepts: its schema, then every rule of the form', () => {
    const body = complaintSubmissionSchema.parse(benchReport());
    const { attachments, website, ...input } = body;
    expect(attachments).toEqual([]);
    expect(website).toBe('');
    expect(complaintProblems(input, 0)).toEqual({});
  });

  it('stays valid with the longest per-request subject the load sends', () => {
    const {
      attachments: _,
      website: __,
      ...input
    } = complaintSubmissionSchema.parse(benchReport(`${BENCH_SUBJECT} #99-9999999999`));
    expect(complaintProblems(input, 0)).toEqual({});
  });
});
