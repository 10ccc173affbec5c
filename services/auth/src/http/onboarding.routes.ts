import { Router } from 'express';
import {
  ONBOARDING_MESSAGES,
  OnboardingCommunitySchema,
  OnboardingCompletionSchema,
  OnboardingPersonSchema,
  OnboardingUpdateSchema,
  type OnboardingResponse,
  type OnboardingUpdate,
} from '@marketplace/contracts';
import { requireUser } from '@marketplace/service-kit';
import { chooseCommunity, type ChooseCommunityDeps } from '../app/commands/choose-community';
import { completeOnboarding } from '../app/commands/complete-onboarding';
import { saveOnboardingPerson } from '../app/commands/save-onboarding-person';
import { toUserView, type UserRecord } from '../domain/user';
import type { UserRepository } from '../domain/user.repository';

/**
 * The union decides what is valid. When nothing is, the form the body's keys point at explains why,
 * so a bad phone reads 'Phone number is required' rather than the union's 'Invalid input'.
 */
function parseOnboardingUpdate(body: unknown): OnboardingUpdate {
  const parsed = OnboardingUpdateSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const form =
    keys.includes('onboardingCompleted') || keys.includes('points')
      ? OnboardingCompletionSchema
      : keys.includes('communityId')
        ? OnboardingCommunitySchema
        : OnboardingPersonSchema;
  throw form.safeParse(body).error ?? parsed.error;
}

export interface OnboardingRoutesDeps extends ChooseCommunityDeps {
  users: UserRepository;
}

/** Customer spec 7: PATCH /api/users/onboarding in its three forms, answering `{ message, user }`. */
export function onboardingRoutes(deps: OnboardingRoutesDeps): Router {
  const router = Router();

  router.patch('/api/users/onboarding', async (req, res) => {
    const { id } = requireUser(req);
    const update = parseOnboardingUpdate(req.body ?? {});
    let message: string;
    let user: UserRecord;
    if ('communityId' in update) {
      user = await chooseCommunity(deps, { userId: id, communityId: update.communityId });
      message = ONBOARDING_MESSAGES.communitySaved;
    } else if ('onboardingCompleted' in update) {
      const completion = await completeOnboarding(deps, id);
      user = completion.user;
      message = completion.bonusAwarded
        ? ONBOARDING_MESSAGES.completed
        : ONBOARDING_MESSAGES.alreadyCompleted;
    } else {
      user = await saveOnboardingPerson(deps, { userId: id, person: update });
      message = ONBOARDING_MESSAGES.personSaved;
    }
    res.json({ message, user: toUserView(user) } satisfies OnboardingResponse);
  });

  return router;
}
