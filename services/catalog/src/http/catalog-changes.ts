import type { Response } from 'express';

/**
 * Which vendors a write changed for ordering (decision 159): some by id, every vendor (null: a
 * category's billing, a community, a partner sync, or a write that did not say), or none (a review,
 * a picture), though what residents read changed either way.
 */
export type ChangedVendors = readonly number[] | null;

const LOCALS_KEY = 'changedVendors';

/** Says which vendors' order context this write changed; a write that says nothing changed them all. */
export function markChangedVendors(res: Response, vendors: readonly number[]): void {
  res.locals[LOCALS_KEY] = vendors;
}

/** Says this write changed nothing an order is priced or routed by (a review, a picture). */
export function markNoOrderContextChanged(res: Response): void {
  markChangedVendors(res, []);
}

export function changedVendorsOf(res: Response): ChangedVendors {
  const vendors: unknown = res.locals[LOCALS_KEY];
  return Array.isArray(vendors) ? (vendors as number[]) : null;
}
