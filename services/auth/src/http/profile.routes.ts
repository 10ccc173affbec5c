import { Router } from 'express';
import { ProfileUpdateSchema, type UserProfile } from '@marketplace/contracts';
import { noStore, requireUser } from '@marketplace/service-kit';
import { updateUserProfile, type UpdateUserProfileDeps } from '../app/commands/update-user-profile';
import { getUserProfile } from '../app/queries/get-user-profile';
import type { UserRepository } from '../domain/user.repository';

export type ProfileRoutesDeps = UpdateUserProfileDeps & { users: UserRepository };

/** Customer spec 7: GET and PATCH /api/user/profile, always the signed-in resident's own. */
export function profileRoutes(deps: ProfileRoutesDeps): Router {
  const router = Router();

  router.get('/api/user/profile', noStore, async (req, res) => {
    const user = requireUser(req);
    res.json((await getUserProfile(deps, user.id)) satisfies UserProfile);
  });

  router.patch('/api/user/profile', noStore, async (req, res) => {
    const user = requireUser(req);
    const update = ProfileUpdateSchema.parse(req.body ?? {});
    res.json((await updateUserProfile(deps, { userId: user.id, update })) satisfies UserProfile);
  });

  return router;
}
