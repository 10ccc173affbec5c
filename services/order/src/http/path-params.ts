import { badRequest } from '@marketplace/service-kit';

const MAX_INT4 = 2_147_483_647;

/** A serial id from the path, or 400 with the given message (a non-number can name no row). */
export function parseIdParam(raw: string | undefined, invalidMessage: string): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(id >= 1 && id <= MAX_INT4)) throw badRequest(invalidMessage);
  return id;
}
