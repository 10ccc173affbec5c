import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

/** The order statuses as a schema; the list and its rules are zod-free in order-status.ts. */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
