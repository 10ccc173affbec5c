import { z } from 'zod';
import { BillingConfigSchema } from './billing';
import { PartnerAuthMethodSchema } from './partner-api';

/** The six partner sources a category config names. */
export const PARTNER_SOURCES = [
  'catalog',
  'vendor',
  'vendorDetails',
  'orderCreate',
  'orderStatus',
  'orderUpdate',
] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];

export const PartnerEndpointSchema = z.object({
  url: z.string().url(),
  authMethod: PartnerAuthMethodSchema,
  authKey: z.string().nullable(),
});
export type PartnerEndpoint = z.infer<typeof PartnerEndpointSchema>;

/**
 * What the order service needs from the catalog to price and route one order, in one internal call:
 * catalog `GET /internal/vendors/{vendorId}/order-context`.
 */
export const OrderContextSchema = z.object({
  vendor: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    isOpen: z.boolean(),
    /** Its category is visible and orderable: what the administrator saved decides the next order (issue 13). */
    takesOrders: z.boolean(),
    isExternalSource: z.boolean(),
    /** The partner's own id for this vendor, for external vendors. */
    externalId: z.string().nullable(),
    /** The communities it delivers to (its coverage): an order from anywhere else is refused. */
    communityIds: z.array(z.number().int()),
  }),
  menu: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      pricePaise: z.number().int(),
      isAvailable: z.boolean(),
      externalMenuId: z.string().nullable(),
      category: z.string().nullable(),
    }),
  ),
  /** Null when the vendor's category has no billing config: the total is then the items total. */
  billing: BillingConfigSchema.nullable(),
  partner: z.object({
    orderCreate: PartnerEndpointSchema.nullable(),
    orderStatus: PartnerEndpointSchema.nullable(),
    orderUpdate: PartnerEndpointSchema.nullable(),
  }),
  customerSupportNumber: z.string().nullable(),
});
export type OrderContext = z.infer<typeof OrderContextSchema>;
