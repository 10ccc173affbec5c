import type { Request } from 'express';
import { VENDOR_MESSAGES, type Identity, type StoreMembership } from '@marketplace/contracts';
import { forbidden, unauthorized } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

/** The signed-in resident, or 401. */
export function requireUser(req: Request): NonNullable<Identity['user']> {
  const user = req.identity?.user;
  if (!user) throw unauthorized('Authentication required');
  return user;
}

/**
 * A signed-in member of one or more stores (issue 24), with the stores the gateway's signed identity
 * names: 401 when nobody is signed in, 403 for a user who belongs to no store. Stores are never
 * read from anything the browser sends.
 */
export function requireStoreMember(req: Request): NonNullable<Identity['user']> & {
  stores: StoreMembership[];
} {
  const user = requireUser(req);
  const stores = user.stores ?? [];
  if (stores.length === 0) throw forbidden(VENDOR_MESSAGES.notAMember);
  return { ...user, stores };
}

/** The signed-in administrator: 401 when nobody is signed in, 403 for a resident. */
export function requireAdmin(req: Request): NonNullable<Identity['admin']> {
  const admin = req.identity?.admin;
  if (admin) return admin;
  if (req.identity?.user) throw forbidden('Administrator access required');
  throw unauthorized('Admin authentication required');
}

/** A calling service (internal endpoints), or 403. */
export function requireService(req: Request): string {
  const service = req.identity?.service;
  if (!service) throw forbidden('Internal endpoint');
  return service;
}
