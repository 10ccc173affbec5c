import { useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';

export const CURRENT_USER_QUERY_KEY = ['auth', 'user'] as const;

/** GET /api/auth/user: the signed-in resident, or null when the session is missing (401). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return UserSchema.parse(await apiFetch<unknown>('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type AuthState =
  { status: 'loading' } | { status: 'signed-in'; user: User } | { status: 'signed-out' };

/**
 * Customer spec 4: the current-user call decides the route set. It is never retried; a failed call
 * reads as signed out, as a missing session does.
 */
export function useAuthState(): AuthState {
  const query = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
  if (query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'signed-in', user: query.data };
  return { status: 'signed-out' };
}

/** The resident on a signed-in screen; those screens render only inside SignedInRoutes. */
export function useSignedInUser(): User {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') throw new Error('useSignedInUser is only available on signed-in screens');
  return auth.user;
}

/** Where a resident goes after signing in: home once onboarding is done, else its first step. */
export function homePathFor(user: User): string {
  return user.onboardingCompleted ? '/customer' : '/onboarding/community-selection';
}
