import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { PARTNER_API_KEY_HEADER, type PartnerMenuItem, type PartnerVendor } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { createApp as createPartnerSimApp } from '../../../infra/partner-sim/src/http/create-app';
import { OrderProgression } from '../../../infra/partner-sim/src/app/order-progression';
import { PartnerCatalog } from '../../../infra/partner-sim/src/domain/catalog';
import { MemoryPartnerOrderRepository } from '../../../infra/partner-sim/src/adapters/memory-partner-order.repository';
import { SignedWebhookPublisher } from '../../../infra/partner-sim/src/adapters/signed-webhook.publisher';
import { SPICE_ROUTE_CATALOG } from '../../../infra/partner-sim/src/seed/spice-route-catalog';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The real partner simulator (infra/partner-sim) with its Spice Route catalog, on a free port. */
export async function startPartnerSimulator(
  logger: Logger,
  credentials = { method: 'bearer' as const, key: 'sim-key' },
) {
  const clock = () => new Date();
  const orders = new MemoryPartnerOrderRepository();
  const webhooks = new SignedWebhookPublisher({
    url: 'http://127.0.0.1:9/api/webhook',
    secret: 'unused-in-catalog-tests',
    logger,
    maxAttempts: 1,
    retryBaseMs: 10,
    maxRetryDelayMs: 10,
    timeoutMs: 100,
    clock,
  });
  const progression = new OrderProgression({ orders, webhooks, stepMs: 60_000, clock, logger });
  const app = createPartnerSimApp({
    catalog: new PartnerCatalog(SPICE_ROUTE_CATALOG),
    orders,
    progression,
    webhooks,
    credentials,
    clock,
    logger,
  });
  const { server, url } = await listen(app);
  return {
    url,
    credentials,
    stop: async () => {
      progression.stop();
      await webhooks.stop();
      await close(server);
    },
  } satisfies RunningServer & { credentials: typeof credentials };
}

export interface FakeRestaurant extends PartnerVendor {
  menu: PartnerMenuItem[];
}

/**
 * A partner whose data a test edits between syncs. Every call needs the api key; vendor details
 * come without a data wrapper (the other form the spec allows).
 */
export class FakePartner implements RunningServer {
  url = '';
  readonly requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  restaurants: FakeRestaurant[] = [];
  private server?: Server;

  constructor(readonly apiKey: string) {}

  async start(): Promise<void> {
    const app = express();
    app.use((req, res, next) => {
      this.requests.push({ path: req.url, headers: req.headers });
      if (req.headers[PARTNER_API_KEY_HEADER] !== this.apiKey)
        return res.status(401).json({ message: 'bad key' });
      next();
    });
    app.get('/api/vendors', (req, res) => {
      const rawCategoryId = typeof req.query.categoryId === 'string' ? req.query.categoryId : undefined;
      const vendors = this.restaurants
        .filter((restaurant) => rawCategoryId === undefined || restaurant.rawCategoryId === rawCategoryId)
        .map(({ menu: _menu, ...vendor }) => vendor);
      res.json({ vendors });
    });
    app.get('/api/vendors/:id/menu', (req, res) => {
      const restaurant = this.restaurants.find((candidate) => candidate.id === req.params.id);
      if (!restaurant) return res.status(404).json({ message: 'no such vendor' });
      res.json({ vendorId: restaurant.id, items: restaurant.menu });
    });
    app.get('/api/vendors/:id/availability', (req, res) => {
      const restaurant = this.restaurants.find((candidate) => candidate.id === req.params.id);
      if (!restaurant) return res.status(404).json({ message: 'no such vendor' });
      res.json({ deliveryTime: restaurant.deliveryTime, isOpen: restaurant.isOpen });
    });
    const { server, url } = await listen(app);
    this.server = server;
    this.url = url;
  }

  restaurant(id: string): FakeRestaurant {
    const found = this.restaurants.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no fake restaurant ${id}`);
    return found;
  }

  async stop(): Promise<void> {
    if (this.server) await close(this.server);
  }
}

export function fakeRestaurant(id: string, rawCategoryId: string, menu: PartnerMenuItem[]): FakeRestaurant {
  return {
    id,
    name: `Bakery ${id}`,
    rawCategoryId,
    category: rawCategoryId,
    description: 'Fresh bakes',
    address: `${id}, 5th Main, Indiranagar, Bengaluru`,
    phone: '+91 80 1234 5678',
    rating: 4.1,
    totalReviews: 10,
    deliveryTime: '20-30',
    deliveryFee: 15,
    isOpen: true,
    images: [],
    latitude: 12.97,
    longitude: 77.64,
    menu,
  };
}

export const fakeItem = (externalMenuId: string, price: number, isAvailable = true): PartnerMenuItem => ({
  externalMenuId,
  name: `Item ${externalMenuId}`,
  description: '',
  price,
  category: 'dessert',
  isAvailable,
});
