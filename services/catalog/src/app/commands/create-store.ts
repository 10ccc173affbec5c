import type { CreateStoreRequest } from '@marketplace/contracts';
import type { StoreRepository } from '../../domain/store.repository';

export interface CreateStoreDeps {
  stores: StoreRepository;
}

/**
 * POST /internal/vendors: the auth service approved an application to sell. Asking again for the
 * same application answers the same store, never a second one.
 */
export function createStore(
  deps: CreateStoreDeps,
  request: CreateStoreRequest,
): Promise<{ storeId: number; created: boolean }> {
  return deps.stores.createForApplication(request);
}
