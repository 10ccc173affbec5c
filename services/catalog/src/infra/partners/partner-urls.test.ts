import { fillUrlTemplate, vendorDetailsUrl, vendorListUrl, vendorMenuUrl } from './partner-urls';

describe('partner URLs', () => {
  it('fills placeholders with encoded values and leaves unknown ones', () => {
    expect(fillUrlTemplate('http://p.test/orders/{orderId}/status?v={version}', { orderId: 'SR 1/2' })).toBe(
      'http://p.test/orders/SR%201%2F2/status?v={version}',
    );
  });

  it('puts the vendor id into a vendor-details URL, appending it when the URL has no placeholder', () => {
    expect(vendorDetailsUrl('http://p.test/vendors/{vendorId}', 'SRV-101')).toBe(
      'http://p.test/vendors/SRV-101',
    );
    expect(vendorDetailsUrl('http://p.test/api/vendors/', 'SRV-101')).toBe(
      'http://p.test/api/vendors/SRV-101',
    );
  });

  it('asks for one raw category with ?categoryId=, keeping the query the admin configured', () => {
    expect(vendorListUrl('http://p.test/vendors?city=blr', 'north indian')).toBe(
      'http://p.test/vendors?city=blr&categoryId=north+indian',
    );
    expect(vendorListUrl('http://p.test/vendors', undefined)).toBe('http://p.test/vendors');
  });

  it('finds a menu under the vendor URL', () => {
    expect(vendorMenuUrl('http://p.test/vendors/', 'SRV-101')).toBe('http://p.test/vendors/SRV-101/menu');
    expect(vendorMenuUrl('http://p.test/v1/vendors?key=1', 'SRV 9')).toBe(
      'http://p.test/v1/vendors/SRV%209/menu?key=1',
    );
  });
});
