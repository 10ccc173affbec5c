import { Router } from 'express';
import { APP_CONFIG_CACHE_MS, type AppConfigEntry } from '@marketplace/contracts';
import { listAppConfig } from '../app/queries/list-app-config';
import type { AppConfigRepository } from '../domain/app-config.repository';

/** Customer spec 9: the app keeps the configuration five minutes; the browser may do the same. */
const CACHE_CONTROL = `private, max-age=${APP_CONFIG_CACHE_MS / 1000}`;

export function appConfigRoutes(deps: { appConfig: AppConfigRepository }): Router {
  const router = Router();

  router.get('/api/customer/app-config', async (_req, res) => {
    const pages = await listAppConfig(deps);
    res.set('Cache-Control', CACHE_CONTROL).json(pages satisfies AppConfigEntry[]);
  });

  return router;
}
