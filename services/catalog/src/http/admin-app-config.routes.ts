import { Router, type Request } from 'express';
import {
  AppConfigStatusRequestSchema,
  AppConfigTextRequestSchema,
  type AdminAppConfigPage,
  type AdminAppConfigSection,
} from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { updateAppConfigPage } from '../app/commands/update-app-config-page';
import { updateAppConfigSection } from '../app/commands/update-app-config-section';
import { listAdminAppConfig } from '../app/queries/list-admin-app-config';
import type { AppConfigRepository } from '../domain/app-config.repository';

const pageId = (raw: string | undefined) => parsePathId(raw, 'Invalid page id');
const sectionId = (raw: string | undefined) => parsePathId(raw, 'Invalid section id');
const statusChange = (req: Request) => AppConfigStatusRequestSchema.parse(req.body ?? {});
const textChange = (req: Request) => AppConfigTextRequestSchema.parse(req.body ?? {});

/** Admin spec 2, App Config: administrators only. Each write answers the page or section it changed. */
export function adminAppConfigRoutes(deps: { appConfig: AppConfigRepository }): Router {
  const router = Router();

  router.get('/api/admin/app-config', async (req, res) => {
    requireAdmin(req);
    res.json((await listAdminAppConfig(deps)) satisfies AdminAppConfigPage[]);
  });

  router.patch('/api/admin/app-config/pages/:pageId/status', async (req, res) => {
    requireAdmin(req);
    const input = { id: pageId(req.params.pageId), change: statusChange(req) };
    res.json((await updateAppConfigPage(deps, input)) satisfies AdminAppConfigPage);
  });

  router.put('/api/admin/app-config/pages/:id', async (req, res) => {
    requireAdmin(req);
    const input = { id: pageId(req.params.id), change: textChange(req) };
    res.json((await updateAppConfigPage(deps, input)) satisfies AdminAppConfigPage);
  });

  router.patch('/api/admin/app-config/sections/:sectionId/status', async (req, res) => {
    requireAdmin(req);
    const input = { id: sectionId(req.params.sectionId), change: statusChange(req) };
    res.json((await updateAppConfigSection(deps, input)) satisfies AdminAppConfigSection);
  });

  router.put('/api/admin/app-config/sections/:id', async (req, res) => {
    requireAdmin(req);
    const input = { id: sectionId(req.params.id), change: textChange(req) };
    res.json((await updateAppConfigSection(deps, input)) satisfies AdminAppConfigSection);
  });

  return router;
}
