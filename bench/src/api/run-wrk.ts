import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machineCpuSeconds, processCpuSeconds } from '../lib/process-cpu.ts';
import { parseWrkOutput, type WrkResult } from './wrk-output.ts';

export const WRK_PATH = '/usr/bin/wrk';
const GNU_TIME = '/usr/bin/time';
const ROTATE_SCRIPT = resolve(import.meta.dirname, 'rotate-requests.lua');

/** One request of a wrk rotation: the `lang` header and the path with its query. */
export interface LangRequest {
  lang: 'zh' | 'en';
  path: string;
}

export interface WrkRun {
  baseUrl: string;
  requests: readonly LangRequest[];
  durationSeconds: number;
  connections: number;
  threads: number;
  extraHeaders?: Record<string, string>;
  /** The server's pid, to measure how much CPU it used during the run. */
  serverPid: number;
}

export interface MeasuredRun extends WrkResult {
  /** CPU used during the run as a share of one core (1.0 = one core fully busy). */
  serverCores: number;
  wrkCores: number | null;
  /** Busy CPU of the whole machine during the run, in cores: what is left after server and wrk is other processes. */
  machineCores: number;
  commandLine: string;
}

export function assertWrkInstalled(): void {
  if (!existsSync(WRK_PATH)) {
    throw new Error(`wrk is not installed (${WRK_PATH}). Install it with: apt-get install -y wrk`);
  }
}

/** Runs wrk as a second process against the server and measures both processes' CPU while it runs. */
export async function runWrk(run: WrkRun): Promise<MeasuredRun> {
  const listDir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const listFile = join(listDir, 'requests.txt');
  writeFileSync(listFile, `${run.requests.map((r) => `${r.lang} ${r.path}`).join('\n')}\n`);
  const headerArgs = Object.entries(run.extraHeaders ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const wrkArgs = [
    `-t${run.threads}`,
    `-c${run.connections}`,
    `-d${run.durationSeconds}s`,
    '--latency',
    ...headerArgs,
    '-s',
    ROTATE_SCRIPT,
    run.baseUrl,
    '--',
    listFile,
  ];
  // GNU time reports wrk's own CPU seconds exactly; without it the wrk share is left unknown.
  const timed = existsSync(GNU_TIME);
  const [cmd, args] = timed ? [GNU_TIME, ['-f', 'WRK_CPU %U %S %e', WRK_PATH, ...wrkArgs]] : [WRK_PATH, wrkArgs];

  const serverCpuBefore = processCpuSeconds(run.serverPid);
  const machineBefore = machineCpuSeconds();
  const started = process.hrtime.bigint();
  const { stdout, stderr, code } = await capture(cmd, args).finally(() =>
    rmSync(listDir, { recursive: true, force: true }),
  );
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const serverCpu = processCpuSeconds(run.serverPid) - serverCpuBefore;
  const machineBusy = machineCpuSeconds().busy - machineBefore.busy;
  if (code !== 0) throw new Error(`wrk failed (exit ${code}):\n${stdout}\n${stderr}`);

  const wrkCpu = /WRK_CPU ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stderr);
  return {
    ...parseWrkOutput(stdout),
    serverCores: serverCpu / elapsedSeconds,
    machineCores: machineBusy / elapsedSeconds,
    wrkCores: wrkCpu ? (Number(wrkCpu[1]) + Number(wrkCpu[2])) / Number(wrkCpu[3]) : null,
    commandLine: ['wrk', ...wrkArgs].map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' '),
  };
}

function capture(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(cmd, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ stdout, stderr, code }));
  });
}
