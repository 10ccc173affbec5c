import { Router } from 'express';
import { CATEGORY_ADMIN_MESSAGES, CategoryConfigRequestSchema } from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { createCategoryConfig, type CategoryConfigDeps } from '../app/commands/create-category-config';
import { deleteCategoryConfig } from '../app/commands/delete-category-config';
import { updateCategoryConfig } from '../app/commands/update-category-config';
import { listCategoryConfigs } from '../app/queries/list-category-configs';
import { toCategoryConfigResponse } from './category-admin.presenters';

const categoryConfigId = (raw: string | undefined) => parsePathId(raw, 'Invalid category config id');

/** Admin spec 2, Category Management: administrators only (401 anonymous, 403 residents), before anything else. */
export function adminCategoryConfigsRoutes(deps: CategoryConfigDeps): Router {
  const router = Router();

  router.get('/api/admin/category-configs', async (req, res) => {
    requireAdmin(req);
    res.json((await listCategoryConfigs(deps)).map(toCategoryConfigResponse));
  });

  router.post('/api/admin/category-configs', async (req, res) => {
    requireAdmin(req);
    const form = CategoryConfigRequestSchema.parse(req.body ?? {});
    res.status(201).json(toCategoryConfigResponse(await createCategoryConfig(deps, form)));
  });

  router.put('/api/admin/category-configs/:id', async (req, res) => {
    requireAdmin(req);
    const id = categoryConfigId(req.params.id);
    const form = CategoryConfigRequestSchema.parse(req.body ?? {});
    res.json(toCategoryConfigResponse(await updateCategoryConfig(deps, { id, form })));
  });

  router.delete('/api/admin/category-configs/:id', async (req, res) => {
    requireAdmin(req);
    await deleteCategoryConfig(deps, categoryConfigId(req.params.id));
    res.json({ message: CATEGORY_ADMIN_MESSAGES.categoryConfigDeleted });
  });

  return router;
}
