import { Router } from 'express';
import { AnalyticsQuerySchema } from '@marketplace/contracts';
import { requireAdmin } from '@marketplace/service-kit';
import { getWebhookAnalytics, type GetWebhookAnalyticsDeps } from '../app/queries/get-webhook-analytics';

/** GET /api/webhook/analytics?hours=1|6|24|168 (default 24): administrators only, never cached. */
export function webhookAnalyticsRoutes(deps: GetWebhookAnalyticsDeps): Router {
  const router = Router();
  router.get('/api/webhook/analytics', async (req, res) => {
    requireAdmin(req);
    const { hours } = AnalyticsQuerySchema.parse(req.query);
    res.set('cache-control', 'no-store').json(await getWebhookAnalytics(deps, hours));
  });
  return router;
}
