import type { WebhookPartner } from '@marketplace/contracts';

/**
 * Whether the partner a webhook came from may move an order of this category (a partner is a
 * category config): its own category, or for the default partner every category without a secret
 * of its own when the webhook arrived.
 */
export function partnerOwnsCategory(partner: WebhookPartner, categoryId: number): boolean {
  return partner.kind === 'partner' ? partner.id === categoryId : !partner.exceptIds.includes(categoryId);
}
