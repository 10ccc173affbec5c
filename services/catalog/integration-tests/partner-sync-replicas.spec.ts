import { setTimeout as delay } from 'node:timers/promises';
import { syncPartnerCatalogOnOneReplica } from '../src/app/commands/sync-partner-catalog-on-one-replica';
import { toExternalMenu, toExternalVendor } from '../src/domain/external-vendor';
import { partnerSyncLease } from '../src/infra/db/partner-sync-lease';
import { SETUP_TIMEOUT_MS, startCatalogTestApp, type CatalogTestApp } from './catalog-test-app';
import { FakePartner, fakeItem, fakeRestaurant } from './partner-servers';

let t: CatalogTestApp;
const fake = new FakePartner('acme-key');
let categoryId: number;

beforeAll(async () => {
  t = await startCatalogTestApp();
  await fake.start();
  fake.restaurants = [
    fakeRestaurant('R1', 'breads', [fakeItem('I1', 50)]),
    fakeRestaurant('R2', 'cakes', [fakeItem('C1', 450)]),
  ];
  const category = await t.prisma.category.create({
    data: {
      name: 'Bakery Network',
      hasCatalog: true,
      isOrderable: true,
      partnerSources: {
        create: [
          { source: 'vendor', url: `${fake.url}/api/vendors`, authMethod: 'api_key', authKey: fake.apiKey },
        ],
      },
    },
  });
  categoryId = category.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await fake.stop();
  await t.close();
}, SETUP_TIMEOUT_MS);

beforeEach(async () => {
  fake.requests.length = 0;
  await t.prisma.partnerSyncLease.deleteMany();
});

/** One catalog replica's sync: its own lease over the shared database. */
const replica = (leaseMs: number) => {
  const deps = {
    store: t.repositories.externalCatalog,
    partner: t.partner,
    logger: t.logger,
    lease: partnerSyncLease(t.prisma, leaseMs),
  };
  return () => syncPartnerCatalogOnOneReplica(deps);
};
const partnerCalls = () => fake.requests.map((request) => request.path).sort();
const ONE_ROUND = ['/api/vendors', '/api/vendors/R1/menu', '/api/vendors/R2/menu'];

describe('partner catalog sync with several catalog replicas', () => {
  it('calls the partner once per list and menu when two replicas sync at once, and the other skips until the next round is due', async () => {
    const first = replica(60_000);
    const second = replica(60_000);

    const rounds = await Promise.all([first(), second()]);

    expect(rounds.filter((round) => round === null)).toHaveLength(1);
    expect(rounds.find((round) => round !== null)).toEqual([
      expect.objectContaining({ categoryId, vendorsSaved: 2, vendorsFailed: 0, error: null }),
    ]);
    expect(partnerCalls()).toEqual(ONE_ROUND);
    // Both replicas' next ticks within the interval: the lease is kept after the round.
    const skipper = rounds[0] === null ? first : second;
    expect(await skipper()).toBeNull();
    expect(partnerCalls()).toEqual(ONE_ROUND);
  });

  it('lets another replica run the next round once the lease has expired', async () => {
    const first = replica(300);
    const second = replica(300);
    expect(await first()).not.toBeNull();
    expect(await second()).toBeNull();

    await delay(400);

    expect(await second()).not.toBeNull();
    expect(partnerCalls()).toEqual([...ONE_ROUND, ...ONE_ROUND].sort());
  });

  it('saves a new vendor once when two replicas save it at once', async () => {
    const restaurant = fakeRestaurant('R9', 'breads', [fakeItem('N1', 70)]);
    const input = {
      categoryId,
      sourceSystem: 'acme',
      vendor: toExternalVendor(restaurant),
      menu: toExternalMenu(restaurant.menu),
    };

    const saves = await Promise.all([
      t.repositories.externalCatalog.saveExternalVendor(input),
      t.repositories.externalCatalog.saveExternalVendor(input),
    ]);

    expect(saves.map((save) => save.created).sort()).toEqual([false, true]);
    expect(saves[0]!.vendorId).toBe(saves[1]!.vendorId);
    expect(await t.prisma.vendor.count({ where: { sourceSystem: 'acme', externalId: 'R9' } })).toBe(1);
  });
});
