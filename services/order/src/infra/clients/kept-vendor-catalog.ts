import type { OrderContext, StoreStanding } from '@marketplace/contracts';
import type { CatalogChanges, ChangedVendors, VendorCatalog } from '../../domain/upstream-services';

export interface KeptVendorCatalogOptions {
  /**
   * How old the last read of the catalog's changes may be for a kept answer to serve: the bound on
   * a change's delay (a store closed, an item out of stock) when the change log cannot be read.
   */
  currentWithinMs: number;
  /** Vendors kept at most; the one kept longest goes first. */
  maxVendors?: number;
}

/**
 * The catalog as a warm order sees it (issue 26): each vendor's order context and each community's
 * name asked once and kept, so placing an order calls nothing; the catalog's change log drops what
 * a change made stale (decision 159). A kept answer serves only while that log is being read; an
 * answer asked for before a change and arriving after it is used once and not kept. A store's
 * standing is asked every time: it is an answer to a member's tap, not to a resident's order.
 */
export class KeptVendorCatalog implements VendorCatalog {
  private readonly contexts = new Map<number, Promise<OrderContext>>();
  private readonly communities = new Map<number, Promise<string>>();
  private readonly maxVendors: number;

  constructor(
    private readonly catalog: VendorCatalog,
    private readonly changes: CatalogChanges,
    private readonly options: KeptVendorCatalogOptions,
  ) {
    this.maxVendors = options.maxVendors ?? 20_000;
    changes.onChange((vendors) => this.forget(vendors));
  }

  orderContext(vendorId: number): Promise<OrderContext> {
    return this.kept(this.contexts, vendorId, () => this.catalog.orderContext(vendorId));
  }

  communityName(communityId: number): Promise<string> {
    return this.kept(this.communities, communityId, () => this.catalog.communityName(communityId));
  }

  standing(storeId: number): Promise<StoreStanding> {
    return this.catalog.standing(storeId);
  }

  private forget(vendors: ChangedVendors): void {
    if (vendors === null) {
      // A community's name changes only with a change of everything (its route names no vendor).
      this.contexts.clear();
      this.communities.clear();
      return;
    }
    for (const vendorId of vendors) this.contexts.delete(vendorId);
  }

  private kept<T>(entries: Map<number, Promise<T>>, id: number, ask: () => Promise<T>): Promise<T> {
    if (!this.changes.isCurrent(this.options.currentWithinMs)) {
      entries.clear();
      return ask();
    }
    const kept = entries.get(id);
    if (kept) return kept;
    // Kept while asking, so concurrent orders for one vendor ask once; a change while the answer is
    // on its way deletes it here, so that answer serves only the orders already waiting for it.
    const answer = ask();
    entries.set(id, answer);
    answer.catch(() => {
      if (entries.get(id) === answer) entries.delete(id);
    });
    if (entries.size > this.maxVendors) entries.delete(entries.keys().next().value!);
    return answer;
  }
}
