import { Router } from 'express';
import {
  EarningsQuerySchema,
  STORE_MESSAGES,
  type EarningsResponse,
  type StoreServiceFiguresResponseSchema,
  type VendorReliability,
} from '@marketplace/contracts';
import {
  badRequest,
  cachedLookup,
  parseIdList,
  parsePathId,
  requireService,
  requireStoreMember,
} from '@marketplace/service-kit';
import type { z } from 'zod';
import { getStoreEarnings, type StoreEarningsDeps } from '../app/queries/get-store-earnings';
import { getStoreServiceFigures } from '../app/queries/get-store-service-figures';
import { getVendorReliability, type VendorReliabilityDeps } from '../app/queries/get-vendor-reliability';
import { earningsCsv, earningsFileName, toEarningsResponse } from './store-money.presenters';

export type StoreMoneyRoutesDeps = StoreEarningsDeps &
  VendorReliabilityDeps &
  Parameters<typeof getStoreServiceFigures>[0];

/** Every vendor page asks for its reliability line: one read a vendor a minute serves them all. */
const RELIABILITY_CACHE_MS = 60_000;
const MAX_STORES_PER_FIGURES_CALL = 200;

/** A store's money (its members), how reliably a store serves (anyone), and the back-office's figures (the catalog). */
export function storeMoneyRoutes(deps: StoreMoneyRoutesDeps): Router {
  const router = Router();
  const storeOf = (raw: string | undefined) => parsePathId(raw, STORE_MESSAGES.invalidStoreId);
  const reliability = cachedLookup({ generation: () => 0 }, RELIABILITY_CACHE_MS, (vendorId: number) =>
    getVendorReliability(deps, vendorId),
  );

  router.get('/api/vendor/stores/:id/earnings', async (req, res) => {
    const { stores } = requireStoreMember(req);
    const storeId = storeOf(req.params.id);
    const query = EarningsQuerySchema.parse(req.query);
    const earnings = await getStoreEarnings(deps, { stores, storeId, from: query.from, to: query.to });
    res.json(toEarningsResponse(storeId, earnings) satisfies EarningsResponse);
  });

  router.get('/api/vendor/stores/:id/earnings.csv', async (req, res) => {
    const { stores } = requireStoreMember(req);
    const storeId = storeOf(req.params.id);
    const query = EarningsQuerySchema.parse(req.query);
    const earnings = await getStoreEarnings(deps, {
      stores,
      storeId,
      from: query.from,
      to: query.to,
      wholeLedger: query.view === 'ledger',
    });
    res
      .set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${earningsFileName(storeId, earnings, query.view)}"`,
        'cache-control': 'no-store',
      })
      .send(earningsCsv(earnings, query.view));
  });

  router.get('/api/vendors/:vendorId/reliability', async (req, res) => {
    const vendorId = parsePathId(req.params.vendorId, 'Invalid vendor id');
    res
      .set('cache-control', 'public, max-age=60')
      .json((await reliability(vendorId)) satisfies VendorReliability);
  });

  router.get('/internal/store-service-figures', async (req, res) => {
    requireService(req);
    const storeIds = parseIdList(req.query.storeIds, MAX_STORES_PER_FIGURES_CALL, 'storeIds');
    const since = new Date(String(req.query.since ?? ''));
    if (Number.isNaN(since.getTime())) throw badRequest('since must be a date and time');
    const figures = await getStoreServiceFigures(deps, { storeIds, since });
    res.json({ figures } satisfies z.infer<typeof StoreServiceFiguresResponseSchema>);
  });

  return router;
}
