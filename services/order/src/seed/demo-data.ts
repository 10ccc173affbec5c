import type { PartnerAuthMethod } from '@marketplace/contracts';
import { holdSeedLock } from '@marketplace/db';
import type { Logger } from '@marketplace/service-kit';
import type { PrismaClient } from '../infra/db/generated/client';
import { ORDER_SCHEMA } from '../infra/db/schema';

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
 * nothing is added once a config covers the category, also by replicas starting together.
 */
export async function seedDemoData(
  prisma: PrismaClient,
  partner: DemoPartner,
  logger: Logger,
): Promise<void> {
  const created = await prisma.$transaction(async (tx) => {
    await holdSeedLock(tx, ORDER_SCHEMA);
    const existing = await tx.orderStatusConfig.count({
      where: { categoryIds: { has: DEMO_CATEGORY_ID } },
    });
    if (existing > 0) return false;
    await tx.orderStatusConfig.create({
      data: {
        categoryIds: [DEMO_CATEGORY_ID],
        orderStatuses: ['pending', 'confirmed', 'preparing', 'ready', 'out for delivery'],
        externalSystemEndpoint: `${partner.baseUrl.replace(/\/+$/, '')}/orders/{orderId}/status`,
        authMethod: partner.authMethod,
        authKey: partner.authKey ?? null,
        description: 'Spice Route partner simulator: open Food & Restaurants orders',
      },
    });
    return true;
  });
  if (created) logger.info({ categoryId: DEMO_CATEGORY_ID }, 'seeded the demo order status config');
}
