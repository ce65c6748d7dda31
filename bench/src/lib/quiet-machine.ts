import { machineCpuSeconds } from './process-cpu.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Busy CPU of the whole machine, in cores, over the next `windowMs`. */
export async function busyCores(windowMs = 2000): Promise<number> {
  const before = machineCpuSeconds().busy;
  await sleep(windowMs);
  return (machineCpuSeconds().busy - before) / (windowMs / 1000);
}

/**
 * Other work on the machine (builds, test runs) takes CPU from the server and skews every figure.
 * Waits up to `maxWaitMs` for the machine to be nearly idle, then goes on either way: the benches
 * report the CPU other processes used, so a busy run is visible in the figures rather than hidden.
 */
export async function waitForQuietMachine(maxBusyCores = 0.3, maxWaitMs = 90_000): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  let busy = await busyCores();
  while (busy > maxBusyCores && Date.now() < deadline) {
    console.log(`Machine busy (${busy.toFixed(2)} cores used by other processes); waiting for it to settle…`);
    busy = await busyCores(5000);
  }
  if (busy > maxBusyCores) console.warn(`Measuring anyway with ${busy.toFixed(2)} cores busy elsewhere.`);
  return busy;
}
