import { ADMIN_VENDOR_MESSAGES, type AdminVendorStatusRequest } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { scheduleOf, type StoreRecord } from '../../domain/store';
import { settledSchedule } from '../../domain/store-hours';
import type { StoreRepository } from '../../domain/store.repository';

export interface SetVendorStatusDeps {
  stores: Pick<StoreRepository, 'change'>;
  clock: () => Date;
}

/**
 * PATCH /api/admin/vendors/{id}/status: a suspended store is closed and leaves every resident's
 * list and page at once (its coverage goes); reactivated, it is what its switch or hours say again.
 */
export async function setVendorStatus(
  deps: SetVendorStatusDeps,
  { vendorId, request }: { vendorId: number; request: AdminVendorStatusRequest },
): Promise<StoreRecord> {
  const now = deps.clock();
  const reason = request.status === 'suspended' ? (request.reason ?? null) : null;
  const store = await deps.stores.change(vendorId, (current) => ({
    status: { status: request.status, reason },
    schedule: settledSchedule({ ...scheduleOf(current), status: request.status }, now),
  }));
  if (!store) throw new NotFoundError(ADMIN_VENDOR_MESSAGES.vendorNotFound);
  return store;
}
