import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machineCpuSeconds, processCpuSeconds } from '../lib/process-cpu.ts';
import { parseWrkOutput, type WrkResult } from './wrk-output.ts';

export const WRK_PATH = '/usr/bin/wrk';
const GNU_TIME = '/usr/bin/time';
const ROTATE_SCRIPT = resolve(import.meta.dirname, 'rotate-requests.lua');
const PACED_SCRIPT = resolve(import.meta.dirname, 'paced-requests.lua');

/** One request: the `lang` header and the path with its query. */
export interface LangRequest {
  lang: 'zh' | 'en';
  path: string;
}

export interface WrkRun {
  baseUrl: string;
  /** One request: sent as it is (`-H 'lang: zh'`). Several: rotated over by rotate-requests.lua. */
  requests: readonly LangRequest[];
  durationSeconds: number;
  connections: number;
  threads: number;
  extraHeaders?: Record<string, string>;
  /**
   * With one request: each connection waits this long after an answer before its next request
   * (paced-requests.lua), an offered load instead of wrk's closed loop.
   */
  pauseMs?: number;
  /** The measured server's processes (nginx: master and workers), to measure the CPU they used. */
  serverPids: () => readonly number[];
}

export interface MeasuredRun extends WrkResult {
  /** CPU the measured server used during the run, in cores (1.0 = one core fully busy). */
  serverCores: number;
  wrkCores: number | null;
  /** Busy CPU of the whole machine during the run, in cores: what is left after server and wrk is other processes. */
  machineCores: number;
  /** The wrk command line, with the port and temporary paths replaced by placeholders. */
  commandLine: string;
}

export function assertWrkInstalled(): void {
  if (!existsSync(WRK_PATH)) {
    throw new Error(`wrk is not installed (${WRK_PATH}). Install it with: apt-get install -y wrk`);
  }
}

const quote = (arg: string) => (/[\s']/.test(arg) ? `'${arg}'` : arg);

/** The wrk arguments of a run; `listFile` holds the rotation when there are several requests. */
export function wrkArguments(run: Omit<WrkRun, 'serverPids'>, listFile: string): string[] {
  const headers = Object.entries(run.extraHeaders ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const base = [`-t${run.threads}`, `-c${run.connections}`, `-d${run.durationSeconds}s`, '--latency', ...headers];
  const [only] = run.requests;
  if (run.requests.length === 1 && only) {
    const paced = run.pauseMs === undefined ? [] : ['-s', PACED_SCRIPT];
    const pauseArgs = run.pauseMs === undefined ? [] : ['--', String(run.pauseMs)];
    return [...base, '-H', `lang: ${only.lang}`, ...paced, run.baseUrl + only.path, ...pauseArgs];
  }
  if (run.pauseMs !== undefined) throw new Error('a paced run sends one request');
  return [...base, '-s', ROTATE_SCRIPT, run.baseUrl, '--', listFile, String(run.threads)];
}

/** Runs wrk as a separate process against a server and measures both processes' CPU while it runs. */
export async function runWrk(run: WrkRun): Promise<MeasuredRun> {
  const listDir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const listFile = join(listDir, 'requests.txt');
  writeFileSync(listFile, `${run.requests.map((r) => `${r.lang} ${r.path}`).join('\n')}\n`);
  try {
    return await measureWrk(wrkArguments(run, listFile), run.serverPids, {
      [run.baseUrl]: 'http://127.0.0.1:<port>',
      [ROTATE_SCRIPT]: 'bench/src/api/rotate-requests.lua',
      [PACED_SCRIPT]: 'bench/src/api/paced-requests.lua',
      [listFile]: '<requests.txt>',
    });
  } finally {
    rmSync(listDir, { recursive: true, force: true });
  }
}

/**
 * Runs wrk with the given arguments as a separate process and measures its CPU and the measured
 * server's while it runs. `shown` replaces the run's own text (its port, temporary files) in the
 * command line the report prints.
 */
export async function measureWrk(
  wrkArgs: readonly string[],
  serverPids: () => readonly number[],
  shown: Readonly<Record<string, string>>,
): Promise<MeasuredRun> {
  // GNU time reports wrk's own CPU seconds exactly; without it the wrk share is left unknown.
  const timed = existsSync(GNU_TIME);
  const [cmd, args] = timed ? [GNU_TIME, ['-f', 'WRK_CPU %U %S %e', WRK_PATH, ...wrkArgs]] : [WRK_PATH, [...wrkArgs]];

  const serverCpu = () => {
    const pids = serverPids();
    try {
      return pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
    } catch {
      throw new Error(`the measured server (pid ${pids.join(', ')}) is no longer running`);
    }
  };
  const serverBefore = serverCpu();
  const machineBefore = machineCpuSeconds();
  const started = process.hrtime.bigint();
  const { stdout, stderr, code } = await capture(cmd, args);
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const serverUsed = serverCpu() - serverBefore;
  const machineBusy = machineCpuSeconds().busy - machineBefore.busy;
  if (code !== 0) throw new Error(`wrk failed (exit ${code}):\n${stdout}\n${stderr}`);

  const wrkCpu = /WRK_CPU ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stderr);
  return {
    ...parseWrkOutput(stdout),
    serverCores: serverUsed / elapsedSeconds,
    machineCores: machineBusy / elapsedSeconds,
    wrkCores: wrkCpu ? (Number(wrkCpu[1]) + Number(wrkCpu[2])) / Number(wrkCpu[3]) : null,
    commandLine: Object.entries(shown).reduce(
      (line, [text, placeholder]) => line.replace(text, placeholder),
      ['wrk', ...wrkArgs].map(quote).join(' '),
    ),
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

/** One line for the console while the bench runs. */
export function describeRun(run: MeasuredRun): string {
  return `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.latencyP50Ms.toFixed(2)} ms, p99 ${run.latencyP99Ms.toFixed(2)} ms, non-2xx ${run.non2xx}, socket errors ${run.socketErrors}, server ${run.serverCores.toFixed(2)} cores, machine ${run.machineCores.toFixed(2)} cores busy`;
}
