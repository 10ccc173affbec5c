import { Router } from 'express';
import { z } from 'zod';
import {
  SET_ASIDE_EVENT_MESSAGES,
  type SetAsideEventList,
  type SetAsideEventReplayResponse,
} from '@marketplace/contracts';
import { requireAdmin } from '@marketplace/service-kit';
import { replaySetAsideEvent, type ReplaySetAsideEventDeps } from '../app/commands/replay-set-aside-event';
import { listSetAsideEvents, type ListSetAsideEventsDeps } from '../app/queries/list-set-aside-events';
import { toSetAsideEventResponse } from './admin.presenters';

export type SetAsideEventsRoutesDeps = ListSetAsideEventsDeps & ReplaySetAsideEventDeps;

/** Event ids are uuids (any version: they are whatever the producer gave the envelope). */
const EventIdSchema = z.guid({ error: SET_ASIDE_EVENT_MESSAGES.invalidId });

/** Events the order service's consumer set aside (beyond the spec, issue 12): administrators only. */
export function setAsideEventsRoutes(deps: SetAsideEventsRoutesDeps): Router {
  const router = Router();

  router.get('/api/admin/set-aside-events', async (req, res) => {
    requireAdmin(req);
    const events = await listSetAsideEvents(deps);
    res
      .set('cache-control', 'no-store')
      .json({ data: events.map(toSetAsideEventResponse) } satisfies SetAsideEventList);
  });

  router.post('/api/admin/set-aside-events/:eventId/replay', async (req, res) => {
    requireAdmin(req);
    const eventId = EventIdSchema.parse(req.params.eventId);
    await replaySetAsideEvent(deps, { eventId });
    res.json({
      replayed: true,
      message: SET_ASIDE_EVENT_MESSAGES.replayed,
    } satisfies SetAsideEventReplayResponse);
  });

  return router;
}
