import {
  AuthSuccessResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** POST /api/auth/register. The answer's user is not needed: registration leads to /login. */
export async function register(request: RegisterRequest): Promise<void> {
  await apiFetch('/api/auth/register', { method: 'POST', body: request });
}

/** POST /api/auth/login: the signed-in resident, whose onboardingCompleted decides where they go. */
export async function login(request: LoginRequest): Promise<User> {
  return AuthSuccessResponseSchema.parse(
    await apiFetch<unknown>('/api/auth/login', { method: 'POST', body: request }),
  ).user;
}

/** POST /api/auth/forgot-password: sends a reset link to the account's email or phone. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await apiFetch('/api/auth/forgot-password', { method: 'POST', body: request });
}

/** POST /api/auth/reset-password with the token from the link. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: request });
}
