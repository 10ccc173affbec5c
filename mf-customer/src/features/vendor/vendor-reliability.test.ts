import type { VendorReliability } from '@marketplace/contracts';
import { reliabilityLines } from './vendor-reliability';

const shown: VendorReliability = {
  vendorId: 7,
  shown: true,
  medianAcceptMinutes: 4,
  delivered: 47,
  finished: 50,
};

describe("the vendor page's reliability lines", () => {
  it('says how fast the store accepts and how many of its last orders it delivered', () => {
    expect(reliabilityLines(shown)).toEqual([
      { kind: 'accepts', text: 'Usually accepts in 4 min' },
      { kind: 'delivered', text: 'Delivered 47 of the last 50 orders' },
    ]);
  });

  it('leaves out the time to accept when there is none', () => {
    expect(reliabilityLines({ ...shown, medianAcceptMinutes: null })).toEqual([
      { kind: 'delivered', text: 'Delivered 47 of the last 50 orders' },
    ]);
  });

  it('says nothing when the order service keeps the figures hidden', () => {
    expect(
      reliabilityLines({
        vendorId: 7,
        shown: false,
        medianAcceptMinutes: null,
        delivered: null,
        finished: null,
      }),
    ).toEqual([]);
  });

  it('says nothing while there is no answer (loading, or a failed call)', () => {
    expect(reliabilityLines(undefined)).toEqual([]);
  });
});
