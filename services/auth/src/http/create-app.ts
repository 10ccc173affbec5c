import type { Express } from 'express';
import {
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type Metrics,
} from '@marketplace/service-kit';
import type { AddressRepository } from '../domain/address.repository';
import type { AdminRepository } from '../domain/admin';
import type { CommunityDirectory } from '../domain/community-directory';
import type { Mailer, SmsSender } from '../domain/messaging';
import type { PasswordHasher } from '../domain/password-hasher';
import type { PasswordResetTokenRepository } from '../domain/password-reset.repository';
import type { ProfileRepository } from '../domain/profile.repository';
import type { SessionPolicy } from '../domain/session';
import type { AdminSessionRepository, UserSessionRepository } from '../domain/session.repository';
import type { AttemptCounter, ThrottlePolicy } from '../domain/throttle';
import type { UnitOfWork } from '../domain/unit-of-work';
import type { UserRepository } from '../domain/user.repository';
import { addressesRoutes } from './addresses.routes';
import { adminAuthRoutes } from './admin-auth.routes';
import { authRoutes } from './auth.routes';
import { domainErrors } from './domain-errors.middleware';
import { internalRoutes } from './internal.routes';
import { onboardingRoutes } from './onboarding.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';

export interface AuthAppDeps {
  logger: Logger;
  /** Shared with the gateway: requests without its signature are refused. */
  identitySecret: string;
  readiness: () => Promise<void>;
  users: UserRepository;
  admins: AdminRepository;
  userSessions: UserSessionRepository;
  adminSessions: AdminSessionRepository;
  hasher: PasswordHasher;
  profiles: ProfileRepository;
  addresses: AddressRepository;
  /** The catalog's communities: checks a chosen community, names it on the profile, fills addresses. */
  communities: CommunityDirectory;
  sessionPolicy: SessionPolicy;
  /** Injected so expiry can be tested without waiting. */
  clock: () => Date;
  /** Writes that must happen together (a password reset: token, hash, sessions). */
  unitOfWork: UnitOfWork;
  resetTokens: PasswordResetTokenRepository;
  mailer: Mailer;
  /** Absent without an SMS provider (the dev mailbox is one): phone resets then answer 503. */
  sms?: SmsSender;
  /** The customer app's origin, for reset links. */
  publicUrl: string;
  /** AUTH_GENERIC_ERRORS: answers that do not reveal whether an account exists. */
  genericAuthErrors: boolean;
  attempts: AttemptCounter;
  throttling: ThrottlePolicy;
  /** The process's metrics (createMetrics), served at /metrics. */
  metrics?: Metrics;
}

export function createApp(deps: AuthAppDeps): Express {
  return createServiceApp({
    name: 'auth',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    metrics: deps.metrics,
    routes: (app) => {
      app.use(authRoutes(deps));
      app.use(adminAuthRoutes(deps));
      app.use(passwordResetRoutes(deps));
      app.use(internalRoutes(deps));
      app.use(profileRoutes(deps));
      app.use(onboardingRoutes(deps));
      app.use(addressesRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'auth');
      app.use(domainErrors);
    },
  });
}
