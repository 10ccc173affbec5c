import type { AddressRecord } from '../../domain/address';
import type { AddressRepository } from '../../domain/address.repository';

/** GET /api/user/addresses: the resident's own addresses, default first, then newest. */
export function listAddresses(
  deps: { addresses: AddressRepository },
  userId: number,
): Promise<AddressRecord[]> {
  return deps.addresses.listForUser(userId);
}
