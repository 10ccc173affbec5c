import { Router } from 'express';
import { CATEGORY_ADMIN_MESSAGES, RawCategoryRequestSchema } from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { createRawCategory, type RawCategoryDeps } from '../app/commands/create-raw-category';
import { deleteRawCategory } from '../app/commands/delete-raw-category';
import { updateRawCategory } from '../app/commands/update-raw-category';
import { listRawCategories } from '../app/queries/list-raw-categories';
import { toRawCategoryResponse } from './category-admin.presenters';

const rawCategoryId = (raw: string | undefined) => parsePathId(raw, 'Invalid raw category id');

/** Admin spec 2, Raw Category Mapping: administrators only (401 anonymous, 403 residents), before anything else. */
export function adminRawCategoriesRoutes(deps: RawCategoryDeps): Router {
  const router = Router();

  router.get('/api/admin/raw-categories', async (req, res) => {
    requireAdmin(req);
    res.json((await listRawCategories(deps)).map(toRawCategoryResponse));
  });

  router.post('/api/admin/raw-categories', async (req, res) => {
    requireAdmin(req);
    const form = RawCategoryRequestSchema.parse(req.body ?? {});
    res.status(201).json(toRawCategoryResponse(await createRawCategory(deps, form)));
  });

  router.put('/api/admin/raw-categories/:id', async (req, res) => {
    requireAdmin(req);
    const id = rawCategoryId(req.params.id);
    const form = RawCategoryRequestSchema.parse(req.body ?? {});
    res.json(toRawCategoryResponse(await updateRawCategory(deps, { id, form })));
  });

  router.delete('/api/admin/raw-categories/:id', async (req, res) => {
    requireAdmin(req);
    await deleteRawCategory(deps, rawCategoryId(req.params.id));
    res.json({ message: CATEGORY_ADMIN_MESSAGES.rawCategoryDeleted });
  });

  return router;
}
