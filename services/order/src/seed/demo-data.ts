import type { PartnerAuthMethod } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { PrismaClient } from '../infra/db/generated/client';

export interface DemoPartner {
  /** The partner simulator's base URL (the catalog's demo category configs point at the same). */
  baseUrl: string;
  authMethod: PartnerAuthMethod;
  authKey: string | undefined;
}

/** Food & Restaurants, whose demo partner vendors the simulator serves. */
const DEMO_CATEGORY_ID = 1;

/**
 * The demo's order status fetch config: poll the partner simulator for open Food & Restaurants
 * orders, with the admin spec's defaults. The statuses are the admin form's words. Idempotent:
 * nothing is added once a config covers the category.
 */
export async function seedDemoData(
  prisma: PrismaClient,
  partner: DemoPartner,
  logger: Logger,
): Promise<void> {
  const existing = await prisma.orderStatusConfig.count({
    where: { categoryIds: { has: DEMO_CATEGORY_ID } },
  });
  if (existing > 0) return;
  await prisma.orderStatusConfig.create({
    data: {
      categoryIds: [DEMO_CATEGORY_ID],
      orderStatuses: ['pending', 'confirmed', 'preparing', 'ready', 'out for delivery'],
      externalSystemEndpoint: `${partner.baseUrl.replace(/\/+$/, '')}/orders/{orderId}/status`,
      authMethod: partner.authMethod,
      authKey: partner.authKey ?? null,
      description: 'Spice Route partner simulator: open Food & Restaurants orders',
    },
  });
  logger.info({ categoryId: DEMO_CATEGORY_ID }, 'seeded the demo order status config');
}
