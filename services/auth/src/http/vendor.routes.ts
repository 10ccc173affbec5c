import { Router } from 'express';
import {
  AcceptInvitationRequestSchema,
  VendorApplicationRequestSchema,
  type AcceptInvitationResponse,
  type VendorApplication,
  type VendorMeResponse,
} from '@marketplace/contracts';
import { requireUser } from '@marketplace/service-kit';
import {
  acceptStoreInvitation,
  type AcceptStoreInvitationDeps,
} from '../app/commands/accept-store-invitation';
import { applyToSell, type ApplyToSellDeps } from '../app/commands/apply-to-sell';
import { getVendorAccount, type GetVendorAccountDeps } from '../app/queries/get-vendor-account';
import { toVendorApplicationView } from '../domain/vendor-application';

export type VendorRoutesDeps = GetVendorAccountDeps &
  ApplyToSellDeps &
  Omit<AcceptStoreInvitationDeps, 'now'> & { clock: () => Date };

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

  router.post('/api/vendor/invitations/accept', async (req, res) => {
    const user = requireUser(req);
    const { token } = AcceptInvitationRequestSchema.parse(req.body ?? {});
    const joined = await acceptStoreInvitation({ ...deps, now: deps.clock() }, { userId: user.id, token });
    res.json(joined satisfies AcceptInvitationResponse);
  });

  return router;
}
