import { seedReferenceData } from '../src/seed/demo-data';
import { SETUP_TIMEOUT_MS, startCatalogTestApp, type CatalogTestApp } from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

describe('reference data (every mode, production included)', () => {
  it(
    'loads the places and categories residents need, and none of the demo vendors, reviewers or simulator URLs',
    async () => {
      // Two replicas starting together: one loads, the other waits for it and adds nothing.
      const reports = await Promise.all([seedReferenceData(t.prisma), seedReferenceData(t.prisma)]);
      expect(reports).toContainEqual({ places: true, categories: true });
      expect(reports).toContainEqual({ places: false, categories: false });
      const p = t.prisma;
      expect(await p.state.count()).toBeGreaterThan(0);
      expect(await p.city.count()).toBeGreaterThan(0);
      expect(await p.community.count()).toBeGreaterThan(0);
      expect(await p.category.count()).toBeGreaterThan(0);
      expect(await p.categoryBilling.count()).toBeGreaterThan(0);
      expect({
        vendors: await p.vendor.count(),
        reviews: await p.review.count(),
        partnerSources: await p.categoryPartnerSource.count(),
        rawCategoryMappings: await p.rawCategoryMapping.count(),
      }).toEqual({ vendors: 0, reviews: 0, partnerSources: 0, rawCategoryMappings: 0 });

      expect(await seedReferenceData(t.prisma)).toEqual({ places: false, categories: false });
    },
    SETUP_TIMEOUT_MS,
  );
});
