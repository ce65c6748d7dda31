import type { ChildProcess } from 'node:child_process';

/**
 * Ends a child process the bench started: `signal` (its graceful stop), then SIGKILL if it is still
 * there after `killAfterMs`. Resolves once it has exited; at once if it already had.
 */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, killAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
