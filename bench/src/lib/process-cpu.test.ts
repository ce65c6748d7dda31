import { describe, expect, it } from 'vitest';
import { childPids, parentPidOf, processCpuSeconds } from './process-cpu.ts';

describe('parentPidOf', () => {
  it('reads the parent pid even when the command name has spaces and parentheses', () => {
    expect(parentPidOf('4242 (nginx: worker (x)) S 4200 4200 4200 0 -1')).toBe(4200);
  });
});

describe('childPids', () => {
  it('finds no children of a process that has none, and this process among its parent’s', () => {
    expect(childPids(process.pid)).toEqual([]);
    expect(childPids(process.ppid)).toContain(process.pid);
  });
});

describe('processCpuSeconds', () => {
  it('reads a non-negative CPU time of this process', () => {
    expect(processCpuSeconds(process.pid)).toBeGreaterThanOrEqual(0);
  });
});
