import { missingForStack, type RunningStack, startStack } from './stack.ts';

/**
 * `npm run stack`: the reference stack (deploy/) on this machine: nginx on PORT (8080) in front of two
 * server instances on DATABASE_URL and REDIS_URL, in the foreground until Ctrl-C or SIGTERM, which
 * stop all of it. The instances' log lines are printed with their port.
 */
const missing = missingForStack();
if (missing.length > 0) {
  console.error(`npm run stack needs:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`PORT must be a port number (1-65535), not ${process.env.PORT}`);
  process.exit(2);
}

const starting: Promise<RunningStack> = startStack({
  port,
  databaseUrl: process.env.DATABASE_URL as string,
  redisUrl: process.env.REDIS_URL as string,
  onInstanceLine: (instancePort, line) => console.log(`[${instancePort}] ${line}`),
});

// A signal during the start waits for it to end (or fail, which stops what it started), so that no
// instance or nginx is left running.
let stopping: Promise<void> | undefined;
const stop = (signal: NodeJS.Signals) => {
  stopping ??= (async () => {
    console.log(`\n${signal}: stopping nginx and the instances`);
    const stack = await starting.catch(() => undefined);
    await stack?.stop();
    process.exit(0);
  })();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const stack = await starting;
  if (!stopping) {
    console.log(
      [
        `The stack is ready: ${stack.baseUrl}/`,
        `  nginx (pid ${stack.nginxPid}) with a 1 s micro-cache, config and logs in ${stack.prefix}`,
        ...stack.instances.map((i) => `  instance ${i.baseUrl} (pid ${i.pid})`),
        'Ctrl-C stops all of it.',
      ].join('\n'),
    );
  }
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
