import { headerHeightShare, vendorAvailability } from './vendor-header';

describe('vendor page header', () => {
  it('takes 30% of the screen until the page has scrolled past 100 px', () => {
    expect(headerHeightShare(0)).toBe(0.3);
    expect(headerHeightShare(100)).toBe(0.3);
  });

  it('collapses to 15% beyond 100 px', () => {
    expect(headerHeightShare(101)).toBe(0.15);
    expect(headerHeightShare(2000)).toBe(0.15);
  });
});

describe('vendor availability', () => {
  const vendor = { deliveryTime: '25-30', isOpen: true };

  it("follows the details call's delivery time and open state once it has answered", () => {
    expect(vendorAvailability(vendor, { deliveryTime: '40-45', isOpen: false })).toEqual({
      deliveryTime: '40-45',
      isOpen: false,
    });
  });

  it("uses the vendor's own fields until then", () => {
    expect(vendorAvailability(vendor, undefined)).toEqual({ deliveryTime: '25-30', isOpen: true });
  });

  it('counts a vendor as open while neither call has answered', () => {
    expect(vendorAvailability(undefined, undefined)).toEqual({ deliveryTime: undefined, isOpen: true });
  });
});
