import { ADMIN_VENDOR_MESSAGES, type StoreStanding } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { standingOf } from '../../domain/store';
import type { StoreRepository } from '../../domain/store.repository';

/**
 * GET /internal/vendors/{id}/standing: whether a store may have members (a local one) and take
 * orders (an active one), for auth's invitations and the order service's accepts.
 */
export async function getStoreStanding(
  deps: { stores: Pick<StoreRepository, 'find'> },
  storeId: number,
): Promise<StoreStanding> {
  const store = await deps.stores.find(storeId);
  if (!store) throw new NotFoundError(ADMIN_VENDOR_MESSAGES.vendorNotFound);
  return standingOf(store);
}
