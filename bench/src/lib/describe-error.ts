/**
 * An error's message with its chain of causes: `fetch` rejects with "fetch failed" and keeps what
 * happened (ECONNREFUSED, a reset socket) in `cause`, which a bench report must show to be of use.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(
        typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message,
      );
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(': ');
}
