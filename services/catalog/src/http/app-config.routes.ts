import { Router } from 'express';
import type { AppConfigEntry } from '@marketplace/contracts';
import { listAppConfig } from '../app/queries/list-app-config';
import type { AppConfigRepository } from '../domain/app-config.repository';

/**
 * Customer spec 9: the app keeps the configuration five minutes in memory. The browser's HTTP cache
 * must not add five more: an administrator's change reaches a resident on their next load.
 */
const CACHE_CONTROL = 'private, no-cache';

export function appConfigRoutes(deps: { appConfig: AppConfigRepository }): Router {
  const router = Router();

  router.get('/api/customer/app-config', async (_req, res) => {
    const pages = await listAppConfig(deps);
    res.set('Cache-Control', CACHE_CONTROL).json(pages satisfies AppConfigEntry[]);
  });

  return router;
}
