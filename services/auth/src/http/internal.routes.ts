import { Router } from 'express';
import { SessionResolveRequestSchema, type CommunityResidentCount } from '@marketplace/contracts';
import { forbidden, notFound, parseIdList, parsePathId, requireService } from '@marketplace/service-kit';
import type { StoreMembershipRepository } from '../domain/store-membership.repository';
import type { SessionPolicy } from '../domain/session';
import type { AdminSessionRepository, UserSessionRepository } from '../domain/session.repository';
import type { UserRepository } from '../domain/user.repository';
import { countCommunityResidents } from '../app/queries/count-community-residents';
import { getUser } from '../app/queries/get-user';
import { resolveSessions } from '../app/queries/resolve-sessions';
import { toUserSnapshot } from '../domain/user';

/** Only the gateway turns cookies into identities; no other service may probe session tokens. */
const SESSION_RESOLVER = 'gateway';

export interface InternalRoutesDeps {
  users: UserRepository;
  userSessions: UserSessionRepository;
  adminSessions: AdminSessionRepository;
  sessionPolicy: SessionPolicy;
  adminSessionPolicy: SessionPolicy;
  storeMemberships: Pick<StoreMembershipRepository, 'listMembersOf'>;
  clock: () => Date;
}

/** The back-office lists vendors a page at a time; a page's stores are asked for at once. */
const MAX_STORES_PER_MEMBERS_CALL = 200;

/** Service-to-service calls; the gateway never routes /internal. */
export function internalRoutes(deps: InternalRoutesDeps): Router {
  const router = Router();

  router.post('/internal/sessions/resolve', async (req, res) => {
    if (requireService(req) !== SESSION_RESOLVER) throw forbidden('Only the gateway resolves sessions');
    const request = SessionResolveRequestSchema.parse(req.body ?? {});
    res.json(
      await resolveSessions(
        {
          userSessions: deps.userSessions,
          adminSessions: deps.adminSessions,
          policy: deps.sessionPolicy,
          adminPolicy: deps.adminSessionPolicy,
          now: deps.clock(),
        },
        request,
      ),
    );
  });

  router.get('/internal/users/:id', async (req, res) => {
    requireService(req);
    const user = await getUser(deps, parsePathId(req.params.id, 'Invalid user id'));
    if (!user) throw notFound('User not found');
    res.json(toUserSnapshot(user));
  });

  router.get('/internal/communities/:id/residents', async (req, res) => {
    requireService(req);
    const communityId = parsePathId(req.params.id, 'Invalid community id');
    res.json({ count: await countCommunityResidents(deps, communityId) } satisfies CommunityResidentCount);
  });

  router.get('/internal/store-members', async (req, res) => {
    requireService(req);
    const storeIds = parseIdList(req.query.storeIds, MAX_STORES_PER_MEMBERS_CALL, 'storeIds');
    res.json({ members: await deps.storeMemberships.listMembersOf(storeIds) });
  });

  return router;
}
