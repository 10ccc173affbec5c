import type { OrderUnitOfWork, RunInTransaction } from '../../domain/unit-of-work';
import { OutboxOrderEvents } from '../events/outbox-order-events';
import type { PrismaClient } from './generated/client';
import { PrismaEarlyPartnerUpdateRepository } from './prisma-early-partner-update.repository';
import { PrismaNotificationRepository } from './prisma-notification.repository';
import { PrismaOrderRepository, type PrismaDb } from './prisma-order.repository';

/** The repositories and the outbox bound to one transaction (or, outside one, to the client). */
export function prismaUnitOfWork(db: PrismaDb): OrderUnitOfWork {
  return {
    orders: new PrismaOrderRepository(db),
    notifications: new PrismaNotificationRepository(db),
    earlyUpdates: new PrismaEarlyPartnerUpdateRepository(db),
    events: new OutboxOrderEvents(db),
  };
}

/**
 * Runs work in one Prisma transaction; `afterCommit` runs once it has committed (the event bus's
 * notify, so the relay publishes the new outbox rows at once).
 */
export function prismaRunInTransaction(prisma: PrismaClient, afterCommit: () => void): RunInTransaction {
  return async (work) => {
    const result = await prisma.$transaction((tx) => work(prismaUnitOfWork(tx)));
    afterCommit();
    return result;
  };
}
