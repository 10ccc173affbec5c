import { Router } from 'express';
import { clientAddress, parsePathId, throttledNetworkOf } from '@marketplace/service-kit';
import { getVendor } from '../app/queries/get-vendor';
import { getVendorDetails, type GetVendorDetailsDeps } from '../app/queries/get-vendor-details';
import { getVendorMenu } from '../app/queries/get-vendor-menu';
import { listCategoryVendors } from '../app/queries/list-category-vendors';
import { listRestaurants } from '../app/queries/list-restaurants';
import { callerCommunityId } from './caller-community';
import { toMenuItemResponse, toVendorDetailsResponse, toVendorResponse } from './catalog.presenters';

export function vendorsRoutes(deps: GetVendorDetailsDeps): Router {
  const router = Router();

  // Before /api/vendors/:id so "category" is never read as a vendor id.
  router.get('/api/vendors/category/:categoryId', async (req, res) => {
    const categoryId = parsePathId(req.params.categoryId, 'Invalid category id');
    const vendors = await listCategoryVendors(deps, { categoryId, communityId: callerCommunityId(req) });
    res.json(vendors.map(toVendorResponse));
  });

  router.get('/api/restaurants/all', async (req, res) => {
    res.json((await listRestaurants(deps, { communityId: callerCommunityId(req) })).map(toVendorResponse));
  });

  router.get('/api/vendors/:id', async (req, res) => {
    res.json(toVendorResponse(await getVendor(deps, parsePathId(req.params.id, 'Invalid vendor id'))));
  });

  router.get('/api/vendors/:id/menu', async (req, res) => {
    res.json(
      (await getVendorMenu(deps, parsePathId(req.params.id, 'Invalid vendor id'))).map(toMenuItemResponse),
    );
  });

  router.get('/api/vendors/:id/details', async (req, res) => {
    const vendorId = parsePathId(req.params.id, 'Invalid vendor id');
    // Anyone may ask: a signed-in resident is counted as such, anybody else by network.
    const resident = req.identity?.user?.id;
    const caller =
      resident === undefined ? `address:${throttledNetworkOf(clientAddress(req))}` : `resident:${resident}`;
    res.json(toVendorDetailsResponse(await getVendorDetails(deps, { vendorId, caller })));
  });

  return router;
}
