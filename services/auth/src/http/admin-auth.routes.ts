import { Router } from 'express';
import {
  AdminLoginRequestSchema,
  SESSION_COOKIES,
  type AdminEndOtherSessionsResult,
} from '@marketplace/contracts';
import { HttpError, noStore, requireAdmin } from '@marketplace/service-kit';
import type { AdminRepository } from '../domain/admin';
import type { PasswordHasher } from '../domain/password-hasher';
import type { SessionPolicy } from '../domain/session';
import type { AdminSessionRepository } from '../domain/session.repository';
import type { AttemptCounter, ThrottlePolicy } from '../domain/throttle';
import { endOtherSessions } from '../app/commands/end-other-sessions';
import { endSession } from '../app/commands/end-session';
import { logInAdmin } from '../app/commands/log-in-admin';
import { clearSessionCookie, clientInfo, setSessionCookie } from './session-cookie';

export interface AdminAuthRoutesDeps {
  admins: AdminRepository;
  adminSessions: AdminSessionRepository;
  hasher: PasswordHasher;
  /** Administrators' sessions: hours of idleness and a day at most (ADMIN_SESSION_*). */
  adminSessionPolicy: SessionPolicy;
  attempts: AttemptCounter;
  throttling: ThrottlePolicy;
  /** Injected so expiry can be tested without waiting. */
  clock: () => Date;
}

/** Administrators: admin spec 7. Answers carry `success` because the back-office reads it. */
export function adminAuthRoutes(deps: AdminAuthRoutesDeps): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    const parsed = AdminLoginRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request', { success: false });
    }
    const { token } = await logInAdmin(
      {
        admins: deps.admins,
        sessions: deps.adminSessions,
        hasher: deps.hasher,
        policy: deps.adminSessionPolicy,
        attempts: deps.attempts,
        throttling: deps.throttling,
        now: deps.clock(),
      },
      { request: parsed.data, client: clientInfo(req, req.identity?.admin?.sessionId) },
    );
    setSessionCookie(req, res, SESSION_COOKIES.admin, token, deps.adminSessionPolicy.absoluteLifetimeMs);
    res.json({ success: true, message: 'Login successful' });
  });

  router.post('/api/admin/logout', async (req, res) => {
    await endSession({ sessions: deps.adminSessions, now: deps.clock() }, req.identity?.admin?.sessionId);
    clearSessionCookie(req, res, SESSION_COOKIES.admin);
    res.json({ success: true, message: 'Logged out' });
  });

  // "Sign out everywhere else": this browser's session stays.
  router.post('/api/admin/sessions/end-others', noStore, async (req, res) => {
    const admin = requireAdmin(req);
    const ended = await endOtherSessions(
      { sessions: deps.adminSessions, now: deps.clock() },
      { subjectId: admin.id, sessionId: admin.sessionId },
    );
    res.json({ success: true, ended } satisfies AdminEndOtherSessionsResult);
  });

  // The gateway forwards an admin identity only for a live admin session, so this is the server's word.
  router.get('/api/admin/auth-status', (req, res) => {
    res.json({ success: true, authenticated: Boolean(req.identity?.admin) });
  });

  return router;
}
