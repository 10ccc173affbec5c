import { Router } from 'express';
import { z } from 'zod';
import type {
  PartnerCatalogResponse,
  PartnerMenuResponse,
  PartnerVendor,
  PartnerVendorListResponse,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit';
import type { PartnerCatalog } from '../domain/catalog';

const VendorQuerySchema = z.object({ categoryId: z.string().trim().min(1).optional() });

/** The catalog, vendor and vendor-details sources of a category config. Public, like a partner's storefront. */
export function catalogRoutes(catalog: PartnerCatalog): Router {
  const router = Router();

  router.get('/catalog', (_req, res) => {
    res.json({
      sourceSystem: catalog.sourceSystem,
      categories: catalog.categories(),
    } satisfies PartnerCatalogResponse);
  });

  router.get('/vendors', (req, res) => {
    const { categoryId } = VendorQuerySchema.parse(req.query);
    res.json({ vendors: catalog.vendors(categoryId) } satisfies PartnerVendorListResponse);
  });

  router.get('/vendors/:vendorId', (req, res) => {
    const vendor = catalog.vendor(req.params.vendorId);
    if (!vendor) throw notFound(`Vendor ${req.params.vendorId} not found`);
    res.json({ data: vendor } satisfies { data: PartnerVendor });
  });

  router.get('/vendors/:vendorId/menu', (req, res) => {
    const items = catalog.menu(req.params.vendorId);
    if (!items) throw notFound(`Vendor ${req.params.vendorId} not found`);
    res.json({ vendorId: req.params.vendorId, items } satisfies PartnerMenuResponse);
  });

  return router;
}
