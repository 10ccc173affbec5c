import {
  AdminAuthStatusSchema,
  AdminEndOtherSessionsResultSchema,
  AdminLoginResultSchema,
  type AdminAuthStatus,
  type AdminEndOtherSessionsResult,
  type AdminLoginRequest,
  type AdminLoginResult,
} from '@marketplace/contracts';
import { apiFetch } from './api-fetch';

/**
 * The administrator session calls both back-office micro-frontends make (admin spec 7). A 2xx
 * answer may still say `success: false`; HTTP errors reject with ApiError, network failures with TypeError.
 */
export async function loginAdmin(request: AdminLoginRequest): Promise<AdminLoginResult> {
  return AdminLoginResultSchema.parse(
    await apiFetch<unknown>('/api/admin/login', { method: 'POST', body: request }),
  );
}

export async function logoutAdmin(): Promise<void> {
  await apiFetch('/api/admin/logout', { method: 'POST' });
}

/** Ends the administrator's sessions in every other browser; this one stays signed in. */
export async function endOtherAdminSessions(): Promise<AdminEndOtherSessionsResult> {
  return AdminEndOtherSessionsResultSchema.parse(
    await apiFetch<unknown>('/api/admin/sessions/end-others', { method: 'POST' }),
  );
}

export async function fetchAdminAuthStatus(): Promise<AdminAuthStatus> {
  return AdminAuthStatusSchema.parse(await apiFetch<unknown>('/api/admin/auth-status'));
}
