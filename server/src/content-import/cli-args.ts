/** A command line the command does not understand: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** Runs Node's `parseArgs` (strict: unknown options and missing values throw) and tells its errors as usage errors. */
export function parsedOrUsage<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError(error.message, usage);
    }
    throw error;
  }
}

/**
 * The folder that paths on the command line are relative to: the one the operator typed the command in.
 * npm runs a script from the repository root and keeps that folder in INIT_CWD.
 */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();

/** How a content command ends on an error: the usage for a bad command line (exit 2), else the message (exit 1). */
export function reportFailure(error: unknown): void {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${error.usage}`);
    process.exitCode = 2;
    return;
  }
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
