/**
 * fetch that gives up after `timeoutMs`, or when the caller's own `signal` aborts (a shutdown, say).
 * A request that gets no answer rejects with the caller's own error, made by `failure`: told
 * whether our time ran out (else the network failed, or the caller aborted, with `error`), so each
 * caller keeps its words and its retry rules for a slow dependency and an unreachable one.
 */
export async function fetchWithTimeout(
  url: string | URL,
  { timeoutMs, signal, ...init }: RequestInit & { timeoutMs: number },
  failure: (timedOut: boolean, error: Error) => Error,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    throw failure(timeout.aborted, error as Error);
  }
}
