import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';

export interface MachineInfo {
  /** CPUs this process may use (`nproc` honours affinity and cgroup limits, unlike /proc/cpuinfo). */
  nproc: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
}

export function describeMachine(): MachineInfo {
  const nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const cpuModel = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown';
  return { nproc, cpuModel, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
}

export function machineLine(m: MachineInfo): string {
  return `${m.nproc} CPU (nproc), ${m.cpuModel}, ${m.memoryGiB} GiB RAM, Node ${m.node}`;
}
