import { Router } from 'express';
import {
  ADMIN_VENDOR_MESSAGES,
  AdminVendorStatusRequestSchema,
  AdminVendorsQuerySchema,
  type AdminVendorsResponse,
  type StoreStanding,
} from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { setVendorStatus, type SetVendorStatusDeps } from '../app/commands/set-vendor-status';
import { standingOf } from '../domain/store';
import { listAdminVendors, type ListAdminVendorsDeps } from '../app/queries/list-admin-vendors';
import { markChangedVendors } from './catalog-changes';

export type AdminVendorsRoutesDeps = ListAdminVendorsDeps & SetVendorStatusDeps;

/** The back-office's Vendors tab (issue 25): who sells, how well, and suspending a store. */
export function adminVendorsRoutes(deps: AdminVendorsRoutesDeps): Router {
  const router = Router();

  router.get('/api/admin/vendors', async (req, res) => {
    requireAdmin(req);
    const query = AdminVendorsQuerySchema.parse(req.query);
    const { vendors, total } = await listAdminVendors(deps, query);
    res.json({ vendors, total, page: query.page, limit: query.limit } satisfies AdminVendorsResponse);
  });

  router.patch('/api/admin/vendors/:id/status', async (req, res) => {
    requireAdmin(req);
    const vendorId = parsePathId(req.params.id, ADMIN_VENDOR_MESSAGES.invalidVendorId);
    const request = AdminVendorStatusRequestSchema.parse(req.body ?? {});
    markChangedVendors(res, [vendorId]);
    const store = await setVendorStatus(deps, { vendorId, request });
    res.json(standingOf(store) satisfies StoreStanding);
  });

  return router;
}
