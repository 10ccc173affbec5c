import { Router } from 'express';
import {
  PARTNER_SECRET_MESSAGES,
  RotatePartnerSecretRequestSchema,
  type PartnerSecretListResponse,
  type RevokePartnerSecretResponse,
  type RotatePartnerSecretResponse,
} from '@marketplace/contracts';
import { notFound, parsePathId, requireAdmin } from '@marketplace/service-kit';
import { revokePartnerSecret } from '../app/commands/revoke-partner-secret';
import { rotatePartnerSecret, type RotatePartnerSecretDeps } from '../app/commands/rotate-partner-secret';
import { listPartnerSecrets } from '../app/queries/list-partner-secrets';
import { partnerSecretSummary } from '../domain/partner-secret';

const PATH = '/api/admin/webhook-secrets';

/** The Webhook Config tab's partner secrets: administrators only, never cached. */
export function partnerSecretsRoutes(deps: RotatePartnerSecretDeps): Router {
  const router = Router();
  const now = () => (deps.clock ?? (() => new Date()))();

  router.get(PATH, async (req, res) => {
    requireAdmin(req);
    const secrets = await listPartnerSecrets(deps);
    res.set('cache-control', 'no-store').json({ success: true, secrets } satisfies PartnerSecretListResponse);
  });

  router.post(PATH, async (req, res) => {
    requireAdmin(req);
    const { partnerId, graceHours } = RotatePartnerSecretRequestSchema.parse(req.body);
    const created = await rotatePartnerSecret(deps, { partnerId, graceHours });
    res
      .status(201)
      .set('cache-control', 'no-store')
      .json({
        success: true,
        message: PARTNER_SECRET_MESSAGES.rotated,
        secret: { ...partnerSecretSummary(created, now()), value: created.value },
      } satisfies RotatePartnerSecretResponse);
  });

  router.delete(`${PATH}/:id`, async (req, res) => {
    requireAdmin(req);
    const id = parsePathId(req.params.id, PARTNER_SECRET_MESSAGES.invalidId);
    if (!(await revokePartnerSecret(deps, id))) throw notFound(PARTNER_SECRET_MESSAGES.notFound);
    res.json({
      success: true,
      message: PARTNER_SECRET_MESSAGES.revoked,
    } satisfies RevokePartnerSecretResponse);
  });

  return router;
}
