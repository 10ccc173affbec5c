import type { Identity } from '@marketplace/contracts';
import { HttpError } from './errors';
import { fetchWithTimeout } from './fetch-with-timeout';
import { signIdentity } from './identity-signature';
import { createUpstreamPool, mayRetryElsewhere, type UpstreamPool } from './upstream-pool';

export interface ServiceClientOptions {
  /** Base URL of the called service, e.g. http://127.0.0.1:4002, or its replicas' URLs. */
  baseUrl: string | readonly string[];
  /** Name of the calling service, carried in the signed identity. */
  service: string;
  secret: string;
  timeoutMs?: number;
}

export interface ServiceClient {
  get<T>(path: string, identity?: Identity): Promise<T>;
  post<T>(path: string, body: unknown, identity?: Identity): Promise<T>;
}

/**
 * Calls another service directly with a signed service identity. A 4xx from the callee keeps its
 * status and message (an unknown vendor stays a 404); an outage becomes 502/504. Of several
 * replicas it calls each in turn, and a call that a replica refused (or a read it dropped) goes to
 * the next; one that refused is left out for a moment.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const urls = typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl;
  const replicas: UpstreamPool = createUpstreamPool({
    service: urls.map((url) => new URL(url).host).join(','),
    urls,
    probeIntervalMs: 0,
  });

  async function request<T>(method: string, path: string, body: unknown, identity?: Identity): Promise<T> {
    const tried = new Set<string>();
    for (;;) {
      const baseUrl = replicas.pick(tried)!;
      tried.add(baseUrl);
      try {
        return await requestOnce<T>(baseUrl, method, path, body, identity);
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        if (!mayRetryElsewhere(method, cause)) throw error;
        replicas.markDown(baseUrl);
        if (tried.size === replicas.urls.length) throw error;
      }
    }
  }

  async function requestOnce<T>(
    baseUrl: string,
    method: string,
    path: string,
    body: unknown,
    identity?: Identity,
  ): Promise<T> {
    const target = new URL(baseUrl).host;
    const url = new URL(path, baseUrl);
    const headers: Record<string, string> = {
      accept: 'application/json',
      // Signed for the request line as sent: the URL's own spelling of path and query string.
      ...signIdentity({ ...identity, service: options.service }, options.secret, {
        method,
        path: `${url.pathname}${url.search}`,
      }),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetchWithTimeout(
      url,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs },
      (timedOut, error) =>
        // The network's error stays the cause: it says whether another replica may take the call.
        Object.assign(
          new HttpError(timedOut ? 504 : 502, `${target} ${timedOut ? 'timed out' : 'is unavailable'}`),
          { cause: error },
        ),
    );
    const text = await response.text();
    const parsed = text ? safeJson(text) : undefined;
    if (response.ok) return parsed as T;
    const message = (parsed as { message?: string } | undefined)?.message ?? response.statusText;
    throw new HttpError(response.status >= 500 ? 502 : response.status, message);
  }

  return {
    get: (path, identity) => request('GET', path, undefined, identity),
    post: (path, body, identity) => request('POST', path, body, identity),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
