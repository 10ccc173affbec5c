import type { APIRequestContext } from '@playwright/test';
import { WELCOME_BONUS } from '@marketplace/contracts';
import type { NewResident } from '../page-objects/auth-pages';
import { apiPatch, apiPost } from './api';

/**
 * Registers and signs in through the API with the browser context's cookie jar, so the page that
 * shares `request` is signed in too. For tests whose subject comes after sign-up.
 */
export async function signUpAndSignIn(request: APIRequestContext, resident: NewResident): Promise<void> {
  await apiPost(request, '/api/auth/register', resident);
  await apiPost(request, '/api/auth/login', { emailOrPhone: resident.email, password: resident.password });
}

/** Onboarding through the API: the community, the flat, then completion with the welcome bonus. */
export async function completeOnboarding(request: APIRequestContext, communityId: number): Promise<void> {
  await apiPatch(request, '/api/users/onboarding', { communityId });
  await apiPatch(request, '/api/user/profile', { flatNumber: 'A-101' });
  await apiPatch(request, '/api/users/onboarding', {
    points: WELCOME_BONUS.points,
    onboardingCompleted: true,
  });
}
