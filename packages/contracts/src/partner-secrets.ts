import { z } from 'zod';

/**
 * Each partner (a category config) signs its webhooks with a secret of its own, rotatable: during
 * a rotation the new secret and the previous one are both accepted until the previous one expires.
 * A partner without a secret of its own signs with the default one (WEBHOOK_SECRET). The webhook
 * service keeps them and answers these calls to administrators only; a secret's value is shown
 * once, in the answer that created it.
 */

/** Names the partner a delivery comes from, so only that partner's secrets are tried. */
export const PARTNER_ID_HEADER = 'webhook-partner-id';

/** How long the previous secret keeps working after a rotation, unless the administrator says. */
export const DEFAULT_ROTATION_GRACE_HOURS = 24;
export const MAX_ROTATION_GRACE_HOURS = 7 * 24;

export const PARTNER_SECRET_MESSAGES = {
  partnerRequired: 'Please select a category config',
  graceRange: `Grace period must be between 0 and ${MAX_ROTATION_GRACE_HOURS} hours`,
  notFound: 'Webhook secret not found',
  invalidId: 'Invalid webhook secret id',
  rotated: 'New webhook secret created. Copy it now: it will not be shown again.',
  revoked: 'Webhook secret revoked',
  /** 404 of POST /api/admin/webhook-secrets: the partner id names no category config of the catalog. */
  unknownPartner: (partnerId: number) =>
    `Partner ${partnerId} not found: no category config has this id, so no webhook secret was made`,
} as const;

/** POST /api/admin/webhook-secrets: a new secret for the partner; its older ones expire after the grace. */
export const RotatePartnerSecretRequestSchema = z.object({
  partnerId: z.number({ error: PARTNER_SECRET_MESSAGES.partnerRequired }).int().positive().max(2_147_483_647),
  graceHours: z
    .number({ error: PARTNER_SECRET_MESSAGES.graceRange })
    .int(PARTNER_SECRET_MESSAGES.graceRange)
    .min(0, PARTNER_SECRET_MESSAGES.graceRange)
    .max(MAX_ROTATION_GRACE_HOURS, PARTNER_SECRET_MESSAGES.graceRange)
    .default(DEFAULT_ROTATION_GRACE_HOURS),
});
export type RotatePartnerSecretRequest = z.input<typeof RotatePartnerSecretRequestSchema>;

/** A stored secret as administrators see it: never its value, only its last characters. */
export const PartnerSecretSummarySchema = z.object({
  id: z.number().int().positive(),
  partnerId: z.number().int().positive(),
  /** e.g. `whsec_…3fQk` */
  preview: z.string(),
  createdAt: z.string(),
  /** null: no expiry yet (the partner's newest secret). */
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});
export type PartnerSecretSummary = z.infer<typeof PartnerSecretSummarySchema>;

/** GET /api/admin/webhook-secrets: every partner's secrets, newest first, expired ones for 30 days. */
export const PartnerSecretListResponseSchema = z.object({
  success: z.literal(true),
  secrets: z.array(PartnerSecretSummarySchema),
});
export type PartnerSecretListResponse = z.infer<typeof PartnerSecretListResponseSchema>;

/** 201 of POST /api/admin/webhook-secrets: the one answer that carries the value. */
export const RotatePartnerSecretResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secret: PartnerSecretSummarySchema.extend({ value: z.string() }),
});
export type RotatePartnerSecretResponse = z.infer<typeof RotatePartnerSecretResponseSchema>;

/** DELETE /api/admin/webhook-secrets/:id: the secret stops working now. */
export const RevokePartnerSecretResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RevokePartnerSecretResponse = z.infer<typeof RevokePartnerSecretResponseSchema>;

/**
 * GET /internal/category-configs/:id (catalog, signed service identity): the partner a webhook
 * secret is made for, or 404 when no category config has that id.
 */
export const PartnerRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type PartnerRef = z.infer<typeof PartnerRefSchema>;
