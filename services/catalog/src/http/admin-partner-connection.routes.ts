import { Router } from 'express';
import { TestConnectionRequestSchema, type TestConnectionResult } from '@marketplace/contracts';
import { requireAdmin } from '@marketplace/service-kit';
import {
  testPartnerConnection,
  type TestPartnerConnectionDeps,
} from '../app/queries/test-partner-connection';

/**
 * Category management's test connection (beyond the spec): administrators only. A completed try
 * is a 200 whatever the partner answered; only a malformed request is an error.
 */
export function adminPartnerConnectionRoutes(deps: TestPartnerConnectionDeps): Router {
  const router = Router();

  router.post('/api/admin/category-configs/test-connection', async (req, res) => {
    requireAdmin(req);
    const request = TestConnectionRequestSchema.parse(req.body ?? {});
    res.json((await testPartnerConnection(deps, request)) satisfies TestConnectionResult);
  });

  return router;
}
