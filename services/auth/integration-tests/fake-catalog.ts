import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import {
  CreateStoreRequestSchema,
  type Category,
  type Community,
  type CreateStoreRequest,
} from '@marketplace/contracts';
import { verifyIdentity } from '@marketplace/service-kit';
import { GATEWAY_SECRET } from './auth-test-app';

export const PRESTIGE: Community = {
  id: 1,
  name: 'Prestige Lakeside Habitat',
  address: 'Varthur Main Road, Whitefield',
  pincode: '560087',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'apartment',
  status: 'active',
};

export const BRIGADE: Community = {
  id: 2,
  name: 'Brigade Gardenia',
  address: null,
  pincode: null,
  city: 'Mysuru',
  state: 'Karnataka',
  type: 'society',
  status: 'active',
};

/** Blocked by an administrator: it keeps its residents and takes no new ones. */
export const PALM_MEADOWS: Community = {
  id: 3,
  name: 'Palm Meadows',
  address: 'Ramagondanahalli, Whitefield',
  pincode: '560066',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'apartment',
  status: 'blocked',
};

/** An id no community has. */
export const UNKNOWN_COMMUNITY_ID = 999;

const category = (id: number, name: string, isActive = true): Category => ({
  id,
  name,
  isActive,
  isOrderable: true,
  displayOrder: id,
  hasCart: true,
  vendorCount: 0,
  subcategories: [],
  icon: null,
});

export const FOOD_CATEGORY = category(1, 'Food & Restaurants');
/** Hidden from residents by an administrator: no new store may open in it. */
export const HIDDEN_CATEGORY = category(7, 'Pet Care', false);

/** The catalog's vendors this fake names (GET /internal/vendors/{id}/standing); any other id is a 404. */
export const ANNAPOORNA = { id: 1, name: 'Annapoorna Mess' };
/** A partner's vendor: it can have no members. */
export const PARTNER_VENDOR = { id: 2, name: 'Punjab Da Dhaba' };

/** Where the stores the fake creates start numbering. */
const FIRST_NEW_STORE_ID = 100;

export interface FakeCatalog {
  url: string;
  /** How many community look-ups the auth service made. */
  lookups: number;
  /** While true, every call drops its connection, as a catalog that is down would. */
  down: boolean;
  /** Every POST /internal/vendors the auth service made, in order. */
  storeRequests: CreateStoreRequest[];
  close(): Promise<void>;
}

/** Only the auth service's signed calls are answered, as the catalog would. */
const signedByAuth: RequestHandler = (req, res, next) => {
  if (
    verifyIdentity(req.headers, GATEWAY_SECRET, { method: req.method, path: req.originalUrl })?.service !==
    'auth'
  )
    return void res.status(401).json({ message: 'Missing or invalid gateway signature' });
  next();
};

/**
 * The catalog's calls the auth service makes: `GET /api/communities/{id}`, `GET /api/categories`,
 * `GET /internal/vendors/{id}/standing`, and `POST /internal/vendors`, idempotent by applicationId as the
 * catalog's is.
 */
export async function startFakeCatalog(
  communities: Community[] = [PRESTIGE, BRIGADE, PALM_MEADOWS],
): Promise<FakeCatalog> {
  const app = express();
  const fake = { lookups: 0, down: false, storeRequests: [] as CreateStoreRequest[] };
  const vendors = new Map([
    [ANNAPOORNA.id, ANNAPOORNA.name],
    [PARTNER_VENDOR.id, PARTNER_VENDOR.name],
  ]);
  const storesByApplication = new Map<number, number>();
  app.use((req, _res, next) => (fake.down ? void req.socket.destroy() : next()));
  app.use(signedByAuth);
  app.get('/api/communities/:id', (req, res) => {
    fake.lookups += 1;
    const community = communities.find((candidate) => candidate.id === Number(req.params.id));
    if (community) res.json(community);
    else res.status(404).json({ message: 'Community not found' });
  });
  app.get('/api/categories', (_req, res) => {
    res.json([FOOD_CATEGORY, HIDDEN_CATEGORY]);
  });
  app.get('/internal/vendors/:id/standing', (req, res) => {
    const storeId = Number(req.params.id);
    const name = vendors.get(storeId);
    if (!name) return void res.status(404).json({ message: 'Vendor not found' });
    res.json({ storeId, name, kind: storeId === PARTNER_VENDOR.id ? 'partner' : 'local', status: 'active' });
  });
  app.post('/internal/vendors', express.json(), (req, res) => {
    const store = CreateStoreRequestSchema.parse(req.body);
    fake.storeRequests.push(store);
    const existing = storesByApplication.get(store.applicationId);
    if (existing !== undefined) return void res.json({ storeId: existing });
    const storeId = FIRST_NEW_STORE_ID + storesByApplication.size;
    storesByApplication.set(store.applicationId, storeId);
    vendors.set(storeId, store.name);
    res.status(201).json({ storeId });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
