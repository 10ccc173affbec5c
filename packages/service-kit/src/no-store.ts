import type { NextFunction, Response } from 'express';

/**
 * `Cache-Control: no-store` on an answer that is one person's own (their account, profile, addresses,
 * orders, notifications): no browser, proxy or shared cache keeps a copy, so a shared computer's next
 * user or a cache in between never sees it. Set before the handler runs, so its error answers carry it
 * too. The request is left untyped, so a route's path parameters keep their inferred types.
 */
export function noStore(_req: unknown, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
