import { Router } from 'express';
import { getVendor } from '../app/queries/get-vendor';
import { getVendorDetails, type GetVendorDetailsDeps } from '../app/queries/get-vendor-details';
import { getVendorMenu } from '../app/queries/get-vendor-menu';
import { listCategoryVendors } from '../app/queries/list-category-vendors';
import { toMenuItemResponse, toVendorDetailsResponse, toVendorResponse } from './catalog.presenters';
import { parseIdParam } from './path-params';

export function vendorsRoutes(deps: GetVendorDetailsDeps): Router {
  const router = Router();

  // Before /api/vendors/:id so "category" is never read as a vendor id.
  router.get('/api/vendors/category/:categoryId', async (req, res) => {
    const categoryId = parseIdParam(req.params.categoryId, 'category');
    res.json((await listCategoryVendors(deps, categoryId)).map(toVendorResponse));
  });

  router.get('/api/vendors/:id', async (req, res) => {
    res.json(toVendorResponse(await getVendor(deps.vendors, parseIdParam(req.params.id, 'vendor'))));
  });

  router.get('/api/vendors/:id/menu', async (req, res) => {
    res.json(
      (await getVendorMenu(deps.vendors, parseIdParam(req.params.id, 'vendor'))).map(toMenuItemResponse),
    );
  });

  router.get('/api/vendors/:id/details', async (req, res) => {
    res.json(toVendorDetailsResponse(await getVendorDetails(deps, parseIdParam(req.params.id, 'vendor'))));
  });

  return router;
}
