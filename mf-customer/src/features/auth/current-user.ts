import { useQuery } from '@tanstack/react-query';
import type { User } from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';

export const CURRENT_USER_QUERY_KEY = ['auth', 'user'] as const;

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isNullableInteger = (value: unknown): value is number | null => value === null || isInteger(value);
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * The user as `UserSchema` (contracts) reads it, unknown keys dropped, checked by hand: this call
 * decides the landing's first render, and one check is not worth zod on that first load (issue 10,
 * budgets). current-user-guard.test.ts holds it to the schema. Throws when the body does not fit.
 */
export function parseCurrentUser(body: unknown): User {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('Current user is not an object');
  }
  const user = body as Record<string, unknown>;
  const { id, firstName, lastName, email, phone, communityId } = user;
  const { profileImageUrl, dietaryPreferences, points, onboardingCompleted } = user;
  const fits =
    isInteger(id) &&
    typeof firstName === 'string' &&
    typeof lastName === 'string' &&
    isNullableString(email) &&
    isNullableString(phone) &&
    isNullableInteger(communityId) &&
    isNullableString(profileImageUrl) &&
    Array.isArray(dietaryPreferences) &&
    dietaryPreferences.every((preference) => typeof preference === 'string') &&
    isInteger(points) &&
    typeof onboardingCompleted === 'boolean';
  if (!fits) throw new Error('Current user does not match the user contract');
  return {
    id,
    firstName,
    lastName,
    email,
    phone,
    communityId,
    profileImageUrl,
    dietaryPreferences: [...(dietaryPreferences as string[])],
    points,
    onboardingCompleted,
  };
}

/** GET /api/auth/user: the signed-in resident, or null when the session is missing (401). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return parseCurrentUser(await apiFetch<unknown>('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type AuthStatus =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out' }
  | { status: 'unavailable' };

/**
 * Customer spec 4: signed in when the current-user call returns a user, signed out when it says
 * there is no session (401, read as null). A call that failed otherwise (network down, 5xx) proves
 * neither, so it is 'unavailable' rather than signed out; a resident already known stays signed in.
 */
export function authStatusOf(query: {
  status: 'pending' | 'error' | 'success';
  data: User | null | undefined;
}): AuthStatus {
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.status === 'error') return { status: 'unavailable' };
  if (query.status === 'pending') return { status: 'loading' };
  return { status: 'signed-out' };
}

export type AuthState =
  | Exclude<AuthStatus, { status: 'unavailable' }>
  | { status: 'unavailable'; retry: () => void; retrying: boolean };

/**
 * The sign-in state every route set is chosen by. The current-user call is never retried on its own
 * (spec 7): not after a failure, and not when another screen mounts after one (retryOnMount), since
 * a refetch without data puts the query back to pending, which would unmount and remount that screen.
 */
export function useAuthState(): AuthState {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    retryOnMount: false,
  });
  const auth = authStatusOf(query);
  if (auth.status !== 'unavailable') return auth;
  return { status: 'unavailable', retry: () => void query.refetch(), retrying: query.isFetching };
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
