import {
  RELIABILITY_WINDOW_DAYS,
  type AdminVendor,
  type AdminVendorsQuery,
  type StoreServiceFigures,
} from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { StoreRepository } from '../../domain/store.repository';
import type { ResidentDirectory, ResidentOrders } from '../../domain/upstream-services';

export interface ListAdminVendorsDeps {
  stores: Pick<StoreRepository, 'listForAdmin'>;
  residents: Pick<ResidentDirectory, 'storeMembers'>;
  residentOrders: Pick<ResidentOrders, 'serviceFigures'>;
  clock: () => Date;
  logger: Pick<Logger, 'warn'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/admin/vendors: a page of vendors from the catalog, each with its members (auth) and how it
 * served over the last 30 days (order), both asked for the page's vendors at once and side by side.
 * A service that cannot answer leaves its column empty (null) rather than the whole list.
 */
export async function listAdminVendors(
  deps: ListAdminVendorsDeps,
  query: AdminVendorsQuery,
): Promise<{ vendors: AdminVendor[]; total: number }> {
  const { vendors, total } = await deps.stores.listForAdmin({
    search: query.search || undefined,
    status: query.status,
    kind: query.kind,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const localIds = vendors.filter((vendor) => vendor.kind === 'local').map((vendor) => vendor.id);
  const since = new Date(deps.clock().getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS);
  const [members, figures] = await Promise.all([
    orNull(deps, 'store members', deps.residents.storeMembers(localIds)),
    orNull(
      deps,
      'service figures',
      deps.residentOrders.serviceFigures(
        vendors.map((vendor) => vendor.id),
        since,
      ),
    ),
  ]);
  const membersOf = groupBy(members ?? [], (member) => member.storeId);
  const figuresOf = new Map((figures ?? []).map((figure) => [figure.storeId, figure] as const));
  return {
    total,
    vendors: vendors.map((vendor) => ({
      ...vendor,
      members:
        members === null
          ? null
          : (membersOf.get(vendor.id) ?? []).map(({ storeId: _storeId, ...member }) => member),
      figures: figures === null ? null : (withoutStore(figuresOf.get(vendor.id)) ?? emptyFigures()),
    })),
  };
}

async function orNull<T>(
  deps: Pick<ListAdminVendorsDeps, 'logger'>,
  what: string,
  read: Promise<T>,
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} unavailable; the vendors are listed without them`);
    return null;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function withoutStore(figures: StoreServiceFigures | undefined): AdminVendor['figures'] | undefined {
  if (!figures) return undefined;
  const { storeId: _storeId, ...rest } = figures;
  return rest;
}

/** A store without orders in the window: nothing to report, which is not unknown. */
const emptyFigures = (): NonNullable<AdminVendor['figures']> => ({
  orders: 0,
  medianAcceptMinutes: null,
  rejectedShare: 0,
  expiredShare: 0,
  cancelledShare: 0,
});
