import { Router } from 'express';
import { WebhookReportQuerySchema } from '@marketplace/contracts';
import { requireAdmin } from '@marketplace/service-kit';
import { getWebhookReport, type GetWebhookReportDeps } from '../app/queries/get-webhook-report';

/** GET /api/admin/webhook-report?startDate&endDate&event&sourceIp&limit&offset: administrators only. */
export function webhookReportRoutes(deps: GetWebhookReportDeps): Router {
  const router = Router();
  router.get('/api/admin/webhook-report', async (req, res) => {
    requireAdmin(req);
    const query = WebhookReportQuerySchema.parse(req.query);
    res.set('cache-control', 'no-store').json(await getWebhookReport(deps, query));
  });
  return router;
}
