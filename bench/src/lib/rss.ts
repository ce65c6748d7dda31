import { readFileSync } from 'node:fs';

/** Resident set size in bytes from the text of /proc/<pid>/status (its `VmRSS:` line, in kB). */
export function parseVmRssBytes(status: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error('no VmRSS line in /proc/<pid>/status');
  return Number(kb) * 1024;
}

/**
 * A memory line of /proc/<pid>/status in bytes (its figure is in kB): `VmHWM` (the peak resident set),
 * `RssAnon` (resident private memory: what Chromium's task manager calls a tab's memory footprint), ...
 */
export function parseStatusBytes(status: string, field: 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${field} line in /proc/<pid>/status`);
  return Number(kb) * 1024;
}

export function rssBytes(pid: number): number {
  return parseVmRssBytes(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

export interface RssSampler {
  /** Stops sampling and gives the highest RSS seen, in bytes. */
  stop(): number;
}

/** Samples a process's RSS every `intervalMs` (200 ms, as the issue asks) and keeps the peak. */
export function sampleRss(pid: number, intervalMs = 200): RssSampler {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // The process ended; the peak so far stands.
    }
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
