import type { Request } from 'express';
import type { Identity } from '@marketplace/contracts';
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
