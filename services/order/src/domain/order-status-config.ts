import {
  isTerminalStatus,
  parseOrderStatus,
  type PartnerAuthMethod,
  type PartnerEndpoint,
} from '@marketplace/contracts';
import type { Order } from './order';
import { partnerOrderUrl } from './partner-order';

/** Admin spec 3, order status fetch config: which orders to poll, where, how often and for how long. */
export interface OrderStatusConfig {
  id: number;
  categoryIds: number[];
  /** Statuses (partner words allowed) in which an order is polled; empty means every open status. */
  orderStatuses: string[];
  /** Order-status URL with {orderId}, used for orders that carry no URL of their own. */
  externalSystemEndpoint: string;
  authMethod: PartnerAuthMethod;
  authKey: string | null;
  fetchIntervalMinutes: number;
  maxAgeHours: number;
  priority: number;
  retryAttempts: number;
  timeoutSeconds: number;
  description: string | null;
  isActive: boolean;
}

/** A config as stored, with its times (what administrators see). */
/** What the status poller last did with a config (issue 13: administrators see it in use). */
export interface OrderStatusConfigUsage {
  lastPolledAt: Date | null;
  /** Orders asked about with it, in all. */
  polledOrders: number;
  /** The last ask's error; null when the partner answered. */
  lastPollError: string | null;
}

export interface StoredOrderStatusConfig extends OrderStatusConfig {
  usage: OrderStatusConfigUsage;
  createdAt: Date;
  updatedAt: Date;
}

/** What a save writes: every field but the id. */
export type OrderStatusConfigFields = Omit<OrderStatusConfig, 'id'>;

export interface OrderStatusConfigRepository {
  /** Read by the poller each round, so a saved config takes effect on the next one. */
  listActive(): Promise<OrderStatusConfig[]>;
  /** Every config, or those whose categories include categoryId; oldest first. */
  list(filter: { categoryId?: number }): Promise<StoredOrderStatusConfig[]>;
  find(id: number): Promise<StoredOrderStatusConfig | null>;
  create(fields: OrderStatusConfigFields): Promise<StoredOrderStatusConfig>;
  /** null when no config has this id. */
  update(id: number, fields: OrderStatusConfigFields): Promise<StoredOrderStatusConfig | null>;
  /** false when no config has this id. */
  delete(id: number): Promise<boolean>;
  /** Counts one ask of the poller with the config; a config deleted meanwhile is no error. */
  recordPoll(id: number, at: Date, error: string | null): Promise<void>;
}

/**
 * Keys are write-only (issue 13): administrators never see the stored key, so a save without a new
 * one (authKey null) keeps it, and method none, which sends no credential, keeps none.
 */
export function fieldsToStore(
  saved: OrderStatusConfigFields,
  storedKey: string | null,
): OrderStatusConfigFields {
  return { ...saved, authKey: saved.authMethod === 'none' ? null : (saved.authKey ?? storedKey) };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function coversStatus(config: OrderStatusConfig, order: Pick<Order, 'status'>): boolean {
  if (config.orderStatuses.length === 0) return true;
  return config.orderStatuses.some((word) => parseOrderStatus(word) === order.status);
}

/** The config that governs polling an order: active, for its category and status, lowest priority number first. */
export function statusConfigFor(
  order: Pick<Order, 'categoryId' | 'status'>,
  configs: readonly OrderStatusConfig[],
): OrderStatusConfig | undefined {
  return configs
    .filter(
      (config) =>
        config.isActive && config.categoryIds.includes(order.categoryId) && coversStatus(config, order),
    )
    .sort((a, b) => a.priority - b.priority || a.id - b.id)[0];
}

/** Only an order the partner has accepted and that is still under way can be asked about. */
export function isPollable(order: Pick<Order, 'relay' | 'status' | 'externalOrderId'>): boolean {
  return (
    order.relay.status === 'relayed' && order.externalOrderId !== null && !isTerminalStatus(order.status)
  );
}

/** Whether the poller should ask about this order now: within its max age and one interval after the last ask. */
export function isPollDue(
  order: Pick<Order, 'createdAt' | 'lastPolledAt'>,
  config: Pick<OrderStatusConfig, 'maxAgeHours' | 'fetchIntervalMinutes'>,
  now: Date,
): boolean {
  if (now.getTime() - order.createdAt.getTime() > config.maxAgeHours * HOUR_MS) return false;
  if (!order.lastPolledAt) return true;
  return now.getTime() - order.lastPolledAt.getTime() >= config.fetchIntervalMinutes * MINUTE_MS;
}

/** The creation time before which no config polls an order any more (the longest max age). */
export function oldestPollableOrderTime(
  configs: readonly Pick<OrderStatusConfig, 'maxAgeHours'>[],
  now: Date,
): Date {
  return new Date(now.getTime() - Math.max(0, ...configs.map((config) => config.maxAgeHours)) * HOUR_MS);
}

/** Where and with which credential to ask about one order. */
export function statusEndpointFor(
  order: Pick<Order, 'partnerOrderStatusUrl' | 'externalOrderId'>,
  config: Pick<OrderStatusConfig, 'externalSystemEndpoint' | 'authMethod' | 'authKey'>,
): PartnerEndpoint {
  const url =
    order.partnerOrderStatusUrl ??
    partnerOrderUrl(config.externalSystemEndpoint, order.externalOrderId ?? '');
  return { url, authMethod: config.authMethod, authKey: config.authKey };
}

export interface PollLimits {
  /** Tries in all; the config's retryAttempts come on top of the first. */
  attempts: number;
  timeoutMs: number;
}

/** The config's own bounds: one try plus its retry attempts, each within its timeout. */
export function pollLimitsOf(
  config: Pick<OrderStatusConfig, 'retryAttempts' | 'timeoutSeconds'>,
): PollLimits {
  return { attempts: 1 + config.retryAttempts, timeoutMs: config.timeoutSeconds * 1000 };
}
