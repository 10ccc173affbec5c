import { SESSION_COOKIES, SessionResolveRequestSchema } from '@marketplace/contracts';

export interface SessionCookies {
  userSession?: string;
  adminSession?: string;
}

function decode(value: string): string {
  const unquoted =
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/**
 * Cookie header to name/value pairs (RFC 6265 section 5.4 order). When a name repeats, the first
 * wins, as browsers list the most specific cookie first.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decode(pair.slice(equals + 1).trim()));
  }
  return cookies;
}

// A value auth's contract would refuse (empty, over-long) cannot be a session: it is not worth a call.
function token(value: string | undefined): string | undefined {
  return value && SessionResolveRequestSchema.shape.userSession.safeParse(value).success ? value : undefined;
}

export function readSessionCookies(header: string | undefined): SessionCookies {
  const cookies = parseCookieHeader(header);
  const userSession = token(cookies.get(SESSION_COOKIES.user));
  const adminSession = token(cookies.get(SESSION_COOKIES.admin));
  return {
    ...(userSession !== undefined && { userSession }),
    ...(adminSession !== undefined && { adminSession }),
  };
}

export function hasSessionCookie(cookies: SessionCookies): boolean {
  return cookies.userSession !== undefined || cookies.adminSession !== undefined;
}
