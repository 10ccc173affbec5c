import { Router } from 'express';
import {
  AdminCommunitiesQuerySchema,
  COMMUNITY_ADMIN_MESSAGES,
  CommunityFormRequestSchema,
  CommunityStatusRequestSchema,
} from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { createCommunity, type CommunityFormDeps } from '../app/commands/create-community';
import { deleteCommunity, type DeleteCommunityDeps } from '../app/commands/delete-community';
import { setCommunityStatus } from '../app/commands/set-community-status';
import { updateCommunity } from '../app/commands/update-community';
import { listAdminCommunities } from '../app/queries/list-admin-communities';
import { toAdminCommunityResponse } from './catalog.presenters';

const communityId = (raw: string | undefined) => parsePathId(raw, 'Invalid community id');

/** Admin spec 2, Community Mgmt: administrators only (401 anonymous, 403 residents), before anything else. */
export function adminCommunitiesRoutes(deps: CommunityFormDeps & DeleteCommunityDeps): Router {
  const router = Router();

  router.get('/api/admin/communities', async (req, res) => {
    requireAdmin(req);
    const filter = AdminCommunitiesQuerySchema.parse(req.query);
    res.json((await listAdminCommunities(deps, filter)).map(toAdminCommunityResponse));
  });

  router.post('/api/admin/communities', async (req, res) => {
    requireAdmin(req);
    const form = CommunityFormRequestSchema.parse(req.body ?? {});
    res.status(201).json(toAdminCommunityResponse(await createCommunity(deps, form)));
  });

  router.put('/api/admin/communities/:id', async (req, res) => {
    requireAdmin(req);
    const id = communityId(req.params.id);
    const form = CommunityFormRequestSchema.parse(req.body ?? {});
    res.json(toAdminCommunityResponse(await updateCommunity(deps, { id, form })));
  });

  router.patch('/api/admin/communities/:id/status', async (req, res) => {
    requireAdmin(req);
    const id = communityId(req.params.id);
    const { status } = CommunityStatusRequestSchema.parse(req.body ?? {});
    res.json(toAdminCommunityResponse(await setCommunityStatus(deps, { id, status })));
  });

  router.delete('/api/admin/communities/:id', async (req, res) => {
    requireAdmin(req);
    await deleteCommunity(deps, communityId(req.params.id));
    res.json({ message: COMMUNITY_ADMIN_MESSAGES.deleted });
  });

  return router;
}
