import { Router } from 'express';
import {
  CROSS_SITE_REQUEST_MESSAGE,
  GENERIC_AUTH_MESSAGES,
  LoginRequestSchema,
  RegisterRequestSchema,
  SESSION_COOKIES,
} from '@marketplace/contracts';
import { forbidden, noStore, unauthorized } from '@marketplace/service-kit';
import type { PasswordHasher } from '../domain/password-hasher';
import type { SessionPolicy } from '../domain/session';
import type { UserSessionRepository } from '../domain/session.repository';
import type { AttemptCounter, ThrottlePolicy } from '../domain/throttle';
import type { UserRepository } from '../domain/user.repository';
import { endSession } from '../app/commands/end-session';
import { logInUser } from '../app/commands/log-in-user';
import { registerUser } from '../app/commands/register-user';
import { getUser } from '../app/queries/get-user';
import { InvalidPasswordError, UserNotFoundError } from '../domain/errors';
import { toUserView } from '../domain/user';
import { clientAddress } from './client-address';
import { clearSessionCookie, clientInfo, setSessionCookie } from './session-cookie';

export interface AuthRoutesDeps {
  users: UserRepository;
  userSessions: UserSessionRepository;
  hasher: PasswordHasher;
  sessionPolicy: SessionPolicy;
  attempts: AttemptCounter;
  throttling: ThrottlePolicy;
  /** AUTH_GENERIC_ERRORS: one login answer for an unknown account and a wrong password. */
  genericAuthErrors: boolean;
  clock: () => Date;
}

/** Residents: customer spec 7, register / login / current user / logout. */
export function authRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const request = RegisterRequestSchema.parse(req.body ?? {});
    const user = await registerUser(
      {
        users: deps.users,
        hasher: deps.hasher,
        attempts: deps.attempts,
        throttling: deps.throttling,
        now: deps.clock(),
      },
      { request, clientAddress: clientAddress(req) },
    );
    res.status(201).json({ message: 'Registration successful', user: toUserView(user) });
  });

  router.post('/api/auth/login', async (req, res) => {
    const request = LoginRequestSchema.parse(req.body ?? {});
    const { user, token } = await logInUser(
      {
        users: deps.users,
        sessions: deps.userSessions,
        hasher: deps.hasher,
        policy: deps.sessionPolicy,
        attempts: deps.attempts,
        throttling: deps.throttling,
        now: deps.clock(),
      },
      { request, client: clientInfo(req, req.identity?.user?.sessionId) },
    ).catch((error: unknown) => {
      const accountFailure = error instanceof UserNotFoundError || error instanceof InvalidPasswordError;
      throw deps.genericAuthErrors && accountFailure
        ? unauthorized(GENERIC_AUTH_MESSAGES.invalidCredentials)
        : error;
    });
    setSessionCookie(req, res, SESSION_COOKIES.user, token, deps.sessionPolicy.absoluteLifetimeMs);
    res.json({ message: 'Login successful', user: toUserView(user) });
  });

  router.get('/api/auth/user', noStore, async (req, res) => {
    const signedIn = req.identity?.user;
    const user = signedIn && (await getUser(deps, signedIn.id));
    if (!user) throw unauthorized('Not authenticated');
    res.json(toUserView(user));
  });

  // The profile screen navigates here (customer spec 2), so it answers with a redirect, not JSON.
  router.get('/api/logout', async (req, res) => {
    // SameSite=Lax still sends the cookie when another site links or redirects here; browsers mark
    // such a navigation cross-site, while our own pages send same-origin (or none, typed in).
    if (req.get('sec-fetch-site') === 'cross-site') throw forbidden(CROSS_SITE_REQUEST_MESSAGE);
    await endSession({ sessions: deps.userSessions, now: deps.clock() }, req.identity?.user?.sessionId);
    clearSessionCookie(req, res, SESSION_COOKIES.user);
    res.redirect(302, '/');
  });

  return router;
}
