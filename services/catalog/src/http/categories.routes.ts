import { Router } from 'express';
import { parsePathId } from '@marketplace/service-kit';
import { getCategoryBilling } from '../app/queries/get-category-billing';
import { listCategories } from '../app/queries/list-categories';
import type { CategoryRepository } from '../domain/category.repository';
import { callerCommunityId } from './caller-community';
import { toBillingConfig, toCategoryResponse } from './catalog.presenters';

export function categoriesRoutes(deps: { categories: CategoryRepository }): Router {
  const router = Router();

  router.get('/api/categories', async (req, res) => {
    res.json((await listCategories(deps, { communityId: callerCommunityId(req) })).map(toCategoryResponse));
  });

  router.get('/api/categories/:categoryId/billing', async (req, res) => {
    const categoryId = parsePathId(req.params.categoryId, 'Invalid category id');
    res.json(toBillingConfig(await getCategoryBilling(deps, categoryId)));
  });

  return router;
}
