import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import type {
  OrderStatusConfigFields,
  OrderStatusConfigRepository,
  StoredOrderStatusConfig,
} from '../../domain/order-status-config';
import type { OrderStatusConfig as OrderStatusConfigRow } from './generated/client';
import type { PrismaDb } from './prisma-order.repository';

function toOrderStatusConfig(row: OrderStatusConfigRow): StoredOrderStatusConfig {
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
    usage: {
      lastPolledAt: row.lastPolledAt,
      polledOrders: row.polledOrders,
      lastPollError: row.lastPollError,
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export class PrismaOrderStatusConfigRepository implements OrderStatusConfigRepository {
  constructor(private readonly db: PrismaDb) {}

  async listActive(): Promise<StoredOrderStatusConfig[]> {
    const rows = await this.db.orderStatusConfig.findMany({
      where: { isActive: true },
      orderBy: [{ priority: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toOrderStatusConfig);
  }

  async list({ categoryId }: { categoryId?: number }): Promise<StoredOrderStatusConfig[]> {
    const rows = await this.db.orderStatusConfig.findMany({
      where: categoryId === undefined ? {} : { categoryIds: { has: categoryId } },
      orderBy: { id: 'asc' },
    });
    return rows.map(toOrderStatusConfig);
  }

  async find(id: number): Promise<StoredOrderStatusConfig | null> {
    const row = await this.db.orderStatusConfig.findUnique({ where: { id } });
    return row && toOrderStatusConfig(row);
  }

  async create(fields: OrderStatusConfigFields): Promise<StoredOrderStatusConfig> {
    return toOrderStatusConfig(await this.db.orderStatusConfig.create({ data: fields }));
  }

  async update(id: number, fields: OrderStatusConfigFields): Promise<StoredOrderStatusConfig | null> {
    const [row] = await this.db.orderStatusConfig.updateManyAndReturn({ where: { id }, data: fields });
    return row ? toOrderStatusConfig(row) : null;
  }

  async delete(id: number): Promise<boolean> {
    const { count } = await this.db.orderStatusConfig.deleteMany({ where: { id } });
    return count > 0;
  }

  // Raw, so the poller's bookkeeping does not move updated_at, which says when an administrator saved it.
  async recordPoll(id: number, at: Date, error: string | null): Promise<void> {
    await this.db.$executeRaw`
      UPDATE "orders"."order_status_configs"
      SET last_polled_at = ${at}, polled_orders = polled_orders + 1, last_poll_error = ${error}
      WHERE id = ${id}`;
  }
}
