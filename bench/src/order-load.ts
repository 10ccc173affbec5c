import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import {
  computeBill,
  CSRF_HEADER,
  OrderContextSchema,
  paiseToRupees,
  type OrderStatus,
} from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import { registerResidents, type Resident } from './catalog-phase';
import type { BenchStack } from './stack';

/**
 * Residents placing orders through the gateway, and the bench's orders made to look relayed to a
 * partner so that signed status webhooks move them: the load of phases (f), (g) and the cluster phase.
 */
const VENDORS = 20;
/** The statuses a webhook moves an order through, in order. */
export const STEPS: OrderStatus[] = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];

export interface Vendor {
  id: number;
  body: string;
}

/**
 * Open internal vendors (no partner relay) of a category that takes orders, delivering to the
 * community, with an available item, and for each the body of an order the server will accept: two of the item at the price and total the order service computes.
 */
export async function orderBodies(
  stack: BenchStack,
  database: Client,
  communityId: number,
  limit = VENDORS,
): Promise<Vendor[]> {
  // Only vendors delivering to the residents' community take their orders (issue 24).
  const { rows } = await database.query<{ id: number }>(
    `SELECT v.id FROM catalog.vendors v
       JOIN catalog.vendor_coverage vc ON vc.vendor_id = v.id AND vc.community_id = $2
      WHERE v.is_open AND NOT v.is_external_source
        AND EXISTS (SELECT 1 FROM catalog.menu_items m WHERE m.vendor_id = v.id AND m.is_available)
      ORDER BY v.id LIMIT $1`,
    [limit, communityId],
  );
  const vendors: Vendor[] = [];
  for (const { id } of rows) {
    const path = `/internal/vendors/${id}/order-context`;
    const response = await fetch(stack.catalogUrl + path, {
      headers: signIdentity({ service: 'order' }, stack.signingSecret, { method: 'GET', path }),
    });
    if (!response.ok) continue;
    const context = OrderContextSchema.parse(await response.json());
    // A category the back-office made not orderable refuses every order (409).
    if (!context.vendor.takesOrders) continue;
    const item = context.menu.find((candidate) => candidate.isAvailable);
    if (!item) continue;
    const bill = computeBill([{ pricePaise: item.pricePaise, quantity: 2 }], context.billing);
    vendors.push({
      id,
      body: JSON.stringify({
        restaurantId: id,
        items: [{ itemId: item.id, name: item.name, quantity: 2, price: paiseToRupees(item.pricePaise) }],
        totalAmount: paiseToRupees(bill.total),
        deliveryAddress: 'Flat 4B, Floor 2, Block A, Bench Residency',
        phoneNumber: '9876543210',
        paymentMethod: 'cod',
      }),
    });
  }
  if (vendors.length === 0) throw new Error('no open internal vendor with an available item to order from');
  return vendors;
}

/** The vendors to order from and `count` residents registered and signed in through the gateway. */
export async function prepareOrdering(
  stack: BenchStack,
  count: number,
): Promise<{ vendors: Vendor[]; residents: Resident[] }> {
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  let vendors: Vendor[];
  let communityId: number;
  try {
    communityId = await busiestCommunity(database);
    vendors = await orderBodies(stack, database, communityId);
  } finally {
    await database.end();
  }
  return { vendors, residents: await registerResidents(stack.gatewayUrl, [communityId], count) };
}

/**
 * The active community (only an active one takes new residents) served by the most open internal
 * vendors: the bench's residents live there, so every vendor they order from delivers to them.
 */
export async function busiestCommunity(database: Client): Promise<number> {
  const { rows } = await database.query<{ id: number }>(
    `SELECT c.id FROM catalog.communities c
       JOIN catalog.vendor_coverage vc ON vc.community_id = c.id
       JOIN catalog.vendors v ON v.id = vc.vendor_id AND v.is_open AND NOT v.is_external_source
      WHERE c.status = 'active'
      GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  if (rows.length === 0) throw new Error('no active community is served by an open internal vendor');
  return rows[0]!.id;
}

export const residentHeaders = (resident: Resident) => ({
  cookie: resident.cookie,
  'content-type': 'application/json',
  [CSRF_HEADER.name]: CSRF_HEADER.value,
});

/** One order placed through the gateway as the checkout does; its id. */
export async function placeOrder(stack: BenchStack, resident: Resident, vendor: Vendor): Promise<number> {
  const response = await fetch(`${stack.gatewayUrl}/api/orders`, {
    method: 'POST',
    headers: residentHeaders(resident),
    body: vendor.body,
  });
  const answer = (await response.json()) as { id?: number; message?: string };
  if (response.status !== 201 || !answer.id)
    throw new Error(`POST /api/orders -> ${response.status} ${answer.message ?? ''}`);
  return answer.id;
}

/** `POST /api/orders` through the gateway for `seconds`, each connection one resident's session. */
export function loadOrders(
  stack: BenchStack,
  residents: Resident[],
  vendors: Vendor[],
  seconds: number,
  connections: number,
): Promise<Result> {
  let client = 0;
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${stack.gatewayUrl}/api/orders`,
        method: 'POST',
        connections,
        duration: seconds,
        setupClient: (connection) =>
          connection.setHeaders(residentHeaders(residents[client++ % residents.length]!)),
        requests: [
          { setupRequest: (request) => ({ ...request, body: vendors[(n += 1) % vendors.length]!.body }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The order id the bench's partner gives our order. */
export const partnerOrderIdOf = (orderId: number) => `BENCH-P-${orderId}`;

/**
 * Makes the bench's orders (of internal vendors, so no partner is called) relayed to their
 * category's partner under partnerOrderIdOf: a webhook moves only an order relayed to its partner,
 * named by the partner's own id.
 */
export async function relayToBenchPartner(stack: BenchStack, orderIds: number[]): Promise<void> {
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  try {
    await database.query(
      `UPDATE orders.orders AS o SET relay_status = 'relayed', external_order_id = relayed.partner_order_id
         FROM unnest($1::int[], $2::text[]) AS relayed(id, partner_order_id) WHERE o.id = relayed.id`,
      [orderIds, orderIds.map(partnerOrderIdOf)],
    );
  } finally {
    await database.end();
  }
}
