import { serialIdFromDigits } from '@marketplace/contracts';
import { badRequest } from './errors';

/**
 * A serial id from the URL path (`/api/vendors/:id`), or 400 with the caller's message ('Invalid
 * vendor id'). Only plain digits count ('1e3', '0x10', ' 7' name no row), and an id above the INTEGER
 * range is refused here rather than failing the database's cast.
 */
export function parsePathId(raw: string | undefined, invalidMessage: string): number {
  const id = serialIdFromDigits(raw);
  if (id === undefined) throw badRequest(invalidMessage);
  return id;
}

/**
 * A comma-separated list of serial ids in a query string (`?storeIds=4,9,12`), for an internal call
 * that asks about a page of things at once: at most `max` of them, each read as parsePathId reads one.
 */
export function parseIdList(raw: unknown, max: number, field: string): number[] {
  const ids = String(raw ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map((part) => serialIdFromDigits(part));
  if (ids.length > max || ids.some((id) => id === undefined))
    throw badRequest(`${field} must be up to ${max} ids, comma-separated`);
  return ids as number[];
}
