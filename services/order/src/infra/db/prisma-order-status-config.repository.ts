import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import type { OrderStatusConfig, OrderStatusConfigRepository } from '../../domain/order-status-config';
import type { OrderStatusConfig as OrderStatusConfigRow } from './generated/client';
import type { PrismaDb } from './prisma-order.repository';

function toOrderStatusConfig(row: OrderStatusConfigRow): OrderStatusConfig {
  return {
    id: row.id,
    categoryIds: row.categoryIds,
    orderStatuses: row.orderStatuses,
    externalSystemEndpoint: row.externalSystemEndpoint,
    authMethod: PartnerAuthMethodSchema.parse(row.authMethod),
    authKey: row.authKey,
    fetchIntervalMinutes: row.fetchIntervalMinutes,
    maxAgeHours: row.maxAgeHours,
    priority: row.priority,
    retryAttempts: row.retryAttempts,
    timeoutSeconds: row.timeoutSeconds,
    description: row.description,
    isActive: row.isActive,
  };
}

export class PrismaOrderStatusConfigRepository implements OrderStatusConfigRepository {
  constructor(private readonly db: PrismaDb) {}

  async listActive(): Promise<OrderStatusConfig[]> {
    const rows = await this.db.orderStatusConfig.findMany({
      where: { isActive: true },
      orderBy: [{ priority: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toOrderStatusConfig);
  }
}
