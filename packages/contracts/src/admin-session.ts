import { z } from 'zod';

/**
 * The administrator session as the back-office frontends see it (admin spec 2, 4, 7, 8). The
 * server's cookie session is the authority; the browser-storage markers below are only UI hints
 * that let a reload skip the login form.
 */

/** POST /api/admin/login body: both fields required. */
export const AdminLoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

/** POST /api/admin/login answer. */
export const AdminLoginResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type AdminLoginResult = z.infer<typeof AdminLoginResultSchema>;

/** GET /api/admin/auth-status answer. */
export const AdminAuthStatusSchema = z.object({
  success: z.boolean(),
  authenticated: z.boolean(),
});
export type AdminAuthStatus = z.infer<typeof AdminAuthStatusSchema>;

/** POST /api/admin/sessions/end-others answer: how many of the administrator's other sessions ended. */
export const AdminEndOtherSessionsResultSchema = z.object({
  success: z.boolean(),
  ended: z.number().int().nonnegative(),
});
export type AdminEndOtherSessionsResult = z.infer<typeof AdminEndOtherSessionsResultSchema>;

/** The dashboard's local-storage marker: present with this value means "skip the login form". */
export const ADMIN_DASHBOARD_MARKER = { key: 'adminSession', value: 'authenticated' } as const;

/** The category-management page's own browser-storage flag (admin spec 4). */
export const CATEGORY_ADMIN_MARKER = { key: 'categoryAdminSession', value: 'authenticated' } as const;

/** Admin spec 8: what the two admin logins and logout say. */
export const ADMIN_AUTH_MESSAGES = {
  dashboardLoginFailed: 'Login failed',
  networkError: 'Network error. Please try again.',
  analyticsFailed: 'Failed to load analytics data. Please check your authentication.',
  categoryLoginSucceeded: { title: 'Login Successful', description: 'Welcome to the admin panel' },
  categoryLoginFailedTitle: 'Login Failed',
  categoryLoginFailedFallback: 'Invalid credentials',
  loggedOut: { title: 'Logged Out', description: 'You have been logged out of the admin panel' },
  /** The dashboard's "sign out everywhere else" (issue 27): beyond the spec, so our own words. */
  endOtherSessions: 'Sign out other sessions',
  otherSessionsEnded: {
    title: 'Other sessions signed out',
    description: (ended: number) =>
      ended === 0
        ? 'You were not signed in anywhere else.'
        : `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}. This one stays signed in.`,
  },
  endOtherSessionsFailed: 'Could not sign out the other sessions. Please try again.',
} as const;
