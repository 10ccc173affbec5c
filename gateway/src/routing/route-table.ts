import { findApiRoute, type ApiRoute, type HttpMethod } from '@marketplace/contracts';

export type RouteChoice =
  | { kind: 'proxy'; route: ApiRoute }
  | { kind: 'options'; allowed: string[] }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The path of a request line, without its query (or a fragment a client should not have sent). */
export const requestPath = (url: string | undefined): string => (url ?? '').replace(/[?#].*$/, '');

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Dot segments (also percent-encoded) are refused rather than forwarded: the services do not
 * normalise paths, and nothing legitimate needs them, so they can only be an attempt to reach
 * something the catalog does not list (such as /internal).
 */
function hasDotSegment(path: string): boolean | undefined {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return true;
  }
  return false;
}

function allowedMethods(path: string): string[] {
  const allowed = METHODS.filter((method) => findApiRoute(method, path));
  return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
}

/** Which service a /api request goes to, by the contracts' route catalog (the one table of owners). */
export function chooseApiRoute(method: string, path: string): RouteChoice {
  const dotted = hasDotSegment(path);
  if (dotted !== false) return { kind: 'bad-path' };
  const upper = method.toUpperCase();
  // HEAD is a GET without a body; the services answer it through their GET routes.
  const route = findApiRoute(upper === 'HEAD' ? 'GET' : upper, path);
  if (route) return { kind: 'proxy', route };
  const allowed = allowedMethods(path);
  if (allowed.length === 0) return { kind: 'not-found' };
  return upper === 'OPTIONS' ? { kind: 'options', allowed } : { kind: 'method-not-allowed', allowed };
}
