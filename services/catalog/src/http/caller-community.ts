import type { Request } from 'express';

/**
 * The community whose vendors the caller sees: a signed-in resident's selected community (from the
 * identity the gateway forwards), or null for anonymous callers and residents who chose none.
 */
export function callerCommunityId(req: Request): number | null {
  return req.identity?.user?.communityId ?? null;
}
