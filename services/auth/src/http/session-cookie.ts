import type { CookieOptions, Request, Response } from 'express';
import type { ClientInfo } from '../app/commands/start-session';
import { clientAddress } from './client-address';

const MAX_USER_AGENT_LENGTH = 512;

/** Behind the gateway the browser's scheme arrives as x-forwarded-proto; Secure is set only over TLS. */
function cameOverTls(req: Request): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || req.secure;
}

function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: cameOverTls(req) };
}

export function setSessionCookie(
  req: Request,
  res: Response,
  name: string,
  token: string,
  maxAgeMs: number,
): void {
  res.cookie(name, token, { ...cookieOptions(req), maxAge: maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(name, cookieOptions(req));
}

export function clientInfo(req: Request, previousSessionId: string | undefined): ClientInfo {
  return {
    userAgent: req.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: clientAddress(req),
    previousSessionId,
  };
}
