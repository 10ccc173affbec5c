import { computeCoverage, formatDistance, haversineKm } from './service-area';

const PRESTIGE_LAKESIDE = { latitude: 12.9431, longitude: 77.7376 };
const SOBHA_DREAM_ACRES = { latitude: 12.9347, longitude: 77.7106 };
const BRIGADE_GATEWAY = { latitude: 13.0127, longitude: 77.5549 };

describe('haversineKm', () => {
  it('measures the great-circle distance between two communities', () => {
    expect(haversineKm(PRESTIGE_LAKESIDE, SOBHA_DREAM_ACRES)).toBeCloseTo(3.07, 1);
    expect(haversineKm(PRESTIGE_LAKESIDE, BRIGADE_GATEWAY)).toBeCloseTo(21.2, 0);
    expect(haversineKm(BRIGADE_GATEWAY, BRIGADE_GATEWAY)).toBe(0);
  });
});

describe('computeCoverage', () => {
  const communities = [
    { id: 1, location: PRESTIGE_LAKESIDE },
    { id: 2, location: SOBHA_DREAM_ACRES },
    { id: 3, location: BRIGADE_GATEWAY },
    { id: 4, location: null },
  ];

  it('serves the communities within the radius, with their distance', () => {
    const entries = computeCoverage(
      [{ id: 10, location: PRESTIGE_LAKESIDE, serviceRadiusKm: 5, explicitCommunityIds: [] }],
      communities,
    );
    expect(entries).toEqual([
      { vendorId: 10, communityId: 1, distanceKm: 0 },
      { vendorId: 10, communityId: 2, distanceKm: expect.closeTo(3.07, 1) },
    ]);
  });

  it('serves an explicit list whatever the distance, and only it without a radius', () => {
    const entries = computeCoverage(
      [
        { id: 10, location: PRESTIGE_LAKESIDE, serviceRadiusKm: null, explicitCommunityIds: [3, 4] },
        { id: 11, location: null, serviceRadiusKm: 5, explicitCommunityIds: [2] },
      ],
      communities,
    );
    expect(entries).toEqual([
      { vendorId: 10, communityId: 3, distanceKm: expect.closeTo(21.2, 0) },
      { vendorId: 10, communityId: 4, distanceKm: null },
      { vendorId: 11, communityId: 2, distanceKm: null },
    ]);
  });
});

describe('formatDistance', () => {
  it('shows one decimal and the unit', () => {
    expect(formatDistance(1.234)).toBe('1.2 km');
    expect(formatDistance(0)).toBe('0.0 km');
  });
});
