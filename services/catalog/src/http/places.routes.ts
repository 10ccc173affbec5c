import { Router } from 'express';
import { CommunityQuerySchema } from '@marketplace/contracts';
import { parsePathId } from '@marketplace/service-kit';
import { getCommunity } from '../app/queries/get-community';
import { listCities } from '../app/queries/list-cities';
import { listCommunities } from '../app/queries/list-communities';
import { listStateCities } from '../app/queries/list-state-cities';
import { listStates } from '../app/queries/list-states';
import type { PlaceRepository } from '../domain/place.repository';
import { toCityResponse, toCommunityResponse } from './catalog.presenters';

export function placesRoutes(deps: { places: PlaceRepository }): Router {
  const router = Router();

  router.get('/api/states', async (_req, res) => {
    res.json(await listStates(deps));
  });

  router.get('/api/cities', async (_req, res) => {
    res.json((await listCities(deps)).map(toCityResponse));
  });

  router.get('/api/cities/:state', async (req, res) => {
    res.json(await listStateCities(deps, req.params.state));
  });

  router.get('/api/communities', async (req, res) => {
    const filter = CommunityQuerySchema.parse(req.query);
    res.json((await listCommunities(deps, filter)).map(toCommunityResponse));
  });

  router.get('/api/communities/:id', async (req, res) => {
    res.json(
      toCommunityResponse(await getCommunity(deps, parsePathId(req.params.id, 'Invalid community id'))),
    );
  });

  return router;
}
