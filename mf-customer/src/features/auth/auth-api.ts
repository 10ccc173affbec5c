import type { LoginRequest, RegisterRequest } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** POST /api/auth/register. The answer's user is not needed: registration leads to /login. */
export async function register(request: RegisterRequest): Promise<void> {
  await apiFetch('/api/auth/register', { method: 'POST', body: request });
}

/**
 * POST /api/auth/login. Where the resident goes next is decided from the refreshed current user
 * (GET /api/auth/user), the same source every other screen reads.
 */
export async function login(request: LoginRequest): Promise<void> {
  await apiFetch('/api/auth/login', { method: 'POST', body: request });
}
