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
