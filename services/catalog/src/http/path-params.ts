import { badRequest } from '@marketplace/service-kit';

const MAX_SERIAL_ID = 2_147_483_647;

/** A positive integer id from the path, or 400 naming what was wrong ("Invalid vendor id"). */
export function parseIdParam(value: string | undefined, what: string): number {
  const id = value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_SERIAL_ID) throw badRequest(`Invalid ${what} id`);
  return id;
}
