import type { Express } from 'express';
import { createServiceApp, mountUnbuiltSpecRoutes, type Logger } from '@marketplace/service-kit';
import type { AdminRepository } from './domain/admin';
import type { PasswordHasher } from './domain/password-hasher';
import type { SessionPolicy } from './domain/session';
import type { AdminSessionRepository, UserSessionRepository } from './domain/session.repository';
import type { UserRepository } from './domain/user.repository';
import { adminAuthRoutes } from './http/admin-auth.routes';
import { authRoutes } from './http/auth.routes';
import { mapDomainErrors } from './http/domain-errors';
import { internalRoutes } from './http/internal.routes';

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
  sessionPolicy: SessionPolicy;
  /** Injected so expiry can be tested without waiting. */
  clock: () => Date;
}

export function createApp(deps: AuthAppDeps): Express {
  return createServiceApp({
    name: 'auth',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    routes: (app) => {
      app.use(authRoutes(deps));
      app.use(adminAuthRoutes(deps));
      app.use(internalRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'auth');
      app.use(mapDomainErrors);
    },
  });
}
