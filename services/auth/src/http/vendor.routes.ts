import { Router } from 'express';
import {
  VendorApplicationRequestSchema,
  type VendorApplication,
  type VendorMeResponse,
} from '@marketplace/contracts';
import { requireUser } from '@marketplace/service-kit';
import { applyToSell, type ApplyToSellDeps } from '../app/commands/apply-to-sell';
import { getVendorAccount, type GetVendorAccountDeps } from '../app/queries/get-vendor-account';
import { toVendorApplicationView } from '../domain/vendor-application';

export type VendorRoutesDeps = GetVendorAccountDeps & ApplyToSellDeps;

/**
 * The vendor app's account calls (issue 24): any signed-in user, resident or not, onboarded or not,
 * may see where they stand and apply to sell.
 */
export function vendorRoutes(deps: VendorRoutesDeps): Router {
  const router = Router();

  router.get('/api/vendor/me', async (req, res) => {
    const user = requireUser(req);
    res.json((await getVendorAccount(deps, user.id)) satisfies VendorMeResponse);
  });

  router.post('/api/vendor/applications', async (req, res) => {
    const user = requireUser(req);
    const request = VendorApplicationRequestSchema.parse(req.body ?? {});
    const application = await applyToSell(deps, { userId: user.id, request });
    res.status(201).json(toVendorApplicationView(application) satisfies VendorApplication);
  });

  return router;
}
