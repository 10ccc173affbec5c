import type { Express } from 'express';
import {
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type Metrics,
} from '@marketplace/service-kit';
import { addressesRoutes, type AddressesRoutesDeps } from './addresses.routes';
import { adminAuthRoutes, type AdminAuthRoutesDeps } from './admin-auth.routes';
import { adminVendorsRoutes, type AdminVendorsRoutesDeps } from './admin-vendors.routes';
import { authRoutes, type AuthRoutesDeps } from './auth.routes';
import { domainErrors } from './domain-errors.middleware';
import { internalRoutes, type InternalRoutesDeps } from './internal.routes';
import { onboardingRoutes, type OnboardingRoutesDeps } from './onboarding.routes';
import { passwordResetRoutes, type PasswordResetRoutesDeps } from './password-reset.routes';
import { profileRoutes, type ProfileRoutesDeps } from './profile.routes';
import { vendorRoutes, type VendorRoutesDeps } from './vendor.routes';

// An intersection, not an interface: several routes' deps share members (the users, the clock).
export type AuthAppDeps = AuthRoutesDeps &
  AdminAuthRoutesDeps &
  PasswordResetRoutesDeps &
  InternalRoutesDeps &
  ProfileRoutesDeps &
  OnboardingRoutesDeps &
  AddressesRoutesDeps &
  VendorRoutesDeps &
  AdminVendorsRoutesDeps & {
    logger: Logger;
    /** Shared with the gateway: requests without its signature are refused. */
    identitySecret: string;
    readiness: () => Promise<void>;
    /** The process's metrics (createMetrics), served at /metrics. */
    metrics?: Metrics;
  };

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
      app.use(vendorRoutes(deps));
      app.use(adminVendorsRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'auth');
      app.use(domainErrors);
    },
  });
}
