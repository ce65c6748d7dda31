import type { ChildProcess } from 'node:child_process';

/** Whether the child has exited (by itself or by a signal). */
export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Ends a child the stack started: `signal` (its graceful stop), then SIGKILL if it is still there
 * after `killAfterMs`. Resolves once it has exited; at once if it already had.
 */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, killAfterMs: number): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}

/** Polls `probe` every `everyMs` until it says true; fails when `gaveUp` names a reason or time runs out. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  { timeoutMs, everyMs = 50, gaveUp }: { timeoutMs: number; everyMs?: number; gaveUp?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Answers the status of a GET, or 0 when nothing answers. */
export async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
