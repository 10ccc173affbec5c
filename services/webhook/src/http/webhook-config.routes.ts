import { Router } from 'express';
import { requireAdmin } from '@marketplace/service-kit';
import { getWebhookConfig, type GetWebhookConfigDeps } from '../app/queries/get-webhook-config';

/** GET /api/admin/webhook-config: administrators only, and never cached, for it holds the secret. */
export function webhookConfigRoutes(deps: GetWebhookConfigDeps): Router {
  const router = Router();
  router.get('/api/admin/webhook-config', (req, res) => {
    requireAdmin(req);
    res.set('cache-control', 'no-store').json(getWebhookConfig(deps));
  });
  return router;
}
