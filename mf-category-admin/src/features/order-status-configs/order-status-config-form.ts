import {
  CATEGORY_ADMIN_MESSAGES as M,
  ORDER_STATUS_CONFIG_DEFAULTS as D,
  type OrderStatusConfigView,
  type PartnerAuthMethod,
} from '@marketplace/contracts';

/**
 * The order status config dialog's values under the request's names (OrderStatusConfigRequestSchema
 * checks and converts them): ids held as the checkboxes' strings, numbers as typed text.
 */
export interface OrderStatusConfigValues {
  categoryIds: string[];
  orderStatuses: string[];
  externalSystemEndpoint: string;
  authMethod: PartnerAuthMethod;
  authKey: string;
  fetchIntervalMinutes: string;
  maxAgeHours: string;
  priority: string;
  retryAttempts: string;
  timeoutSeconds: string;
  description: string;
  isActive: boolean;
}

/** Admin spec 9: a new config starts from the defaults (bearer, every 5 minutes, 24 hours back...). */
export function emptyOrderStatusConfigValues(): OrderStatusConfigValues {
  return {
    categoryIds: [],
    orderStatuses: [],
    externalSystemEndpoint: '',
    authMethod: D.authMethod,
    authKey: '',
    fetchIntervalMinutes: String(D.fetchIntervalMinutes),
    maxAgeHours: String(D.maxAgeHours),
    priority: String(D.priority),
    retryAttempts: String(D.retryAttempts),
    timeoutSeconds: String(D.timeoutSeconds),
    description: '',
    isActive: true,
  };
}

/** A stored config in the dialog; its key is never shown, and a blank field keeps it. */
export function orderStatusConfigValuesFrom(config: OrderStatusConfigView): OrderStatusConfigValues {
  return {
    categoryIds: config.categoryIds.map(String),
    orderStatuses: [...config.orderStatuses],
    externalSystemEndpoint: config.externalSystemEndpoint,
    authMethod: config.authMethod,
    authKey: '',
    fetchIntervalMinutes: String(config.fetchIntervalMinutes),
    maxAgeHours: String(config.maxAgeHours),
    priority: String(config.priority),
    retryAttempts: String(config.retryAttempts),
    timeoutSeconds: String(config.timeoutSeconds),
    description: config.description ?? '',
    isActive: config.isActive,
  };
}

/** What the poller last did with a config, in Indian time: 'Not used yet' until it asks. */
export function pollUsage(config: Pick<OrderStatusConfigView, 'lastPolledAt' | 'polledOrders'>): string {
  if (config.lastPolledAt === null) return 'Not used yet';
  const at = new Date(config.lastPolledAt).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });
  return `${at} (${config.polledOrders} ${config.polledOrders === 1 ? 'order' : 'orders'} asked in all)`;
}

/** A card's category badges: the category's name, or 'Unknown #id' for one that no longer exists. */
export function categoryBadges(
  categoryIds: readonly number[],
  names: ReadonlyMap<number, string>,
): { id: number; label: string; known: boolean }[] {
  return categoryIds.map((id) => {
    const name = names.get(id);
    return name === undefined
      ? { id, label: M.unknownCategory(id), known: false }
      : { id, label: name, known: true };
  });
}
