import { CSRF_HEADER } from '@marketplace/contracts/src/csrf';

/** An HTTP answer outside 2xx. Anything else a call throws (a TypeError from fetch) is a network failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The HTTP reason phrase, for messages the spec words as '{status} {statusText}'. */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Calls the marketplace API with the session cookies. Writes carry the CSRF header the gateway
 * requires from browsers. Resolves with the parsed JSON body (undefined when there is none);
 * rejects with an ApiError whose message is the server's `{ message }` or `"<status>: <statusText>"`.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[CSRF_HEADER.name] = CSRF_HEADER.value;

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(
      serverMessage(body) ?? `${response.status}: ${response.statusText}`,
      response.status,
      response.statusText,
    );
  }
  return body as T;
}
