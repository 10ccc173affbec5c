import type { Identity } from '@marketplace/contracts';
import { HttpError } from './errors';
import { fetchWithTimeout } from './fetch-with-timeout';
import { signIdentity } from './identity-signature';

export interface ServiceClientOptions {
  /** Base URL of the called service, e.g. http://127.0.0.1:4002 */
  baseUrl: string;
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
 * status and message (an unknown vendor stays a 404); an outage becomes 502/504.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const target = new URL(options.baseUrl).host;

  async function request<T>(method: string, path: string, body: unknown, identity?: Identity): Promise<T> {
    const url = new URL(path, options.baseUrl);
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
      (timedOut) =>
        new HttpError(timedOut ? 504 : 502, `${target} ${timedOut ? 'timed out' : 'is unavailable'}`),
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
