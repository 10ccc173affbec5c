import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Community } from '@marketplace/contracts';
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

export interface FakeCatalog {
  url: string;
  /** How many community look-ups the auth service made. */
  lookups: number;
  /** While true, every call drops its connection, as a catalog that is down would. */
  down: boolean;
  close(): Promise<void>;
}

/** The catalog's `GET /api/communities/{id}`, answering only calls signed as the auth service. */
export async function startFakeCatalog(
  communities: Community[] = [PRESTIGE, BRIGADE, PALM_MEADOWS],
): Promise<FakeCatalog> {
  const app = express();
  const fake = { lookups: 0, down: false };
  app.get('/api/communities/:id', (req, res) => {
    if (fake.down) {
      req.socket.destroy();
      return;
    }
    if (
      verifyIdentity(req.headers, GATEWAY_SECRET, { method: req.method, path: req.originalUrl })?.service !==
      'auth'
    ) {
      res.status(401).json({ message: 'Missing or invalid gateway signature' });
      return;
    }
    fake.lookups += 1;
    const community = communities.find((candidate) => candidate.id === Number(req.params.id));
    if (community) res.json(community);
    else res.status(404).json({ message: 'Community not found' });
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
