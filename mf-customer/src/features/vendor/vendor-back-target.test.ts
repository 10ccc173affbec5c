import { vendorBackTarget } from './vendor-back-target';

describe('vendor page back target', () => {
  it.each([
    ['home', null, '/customer'],
    ['directory', null, '/customer/directory'],
    ['categories', null, '/customer/directory'],
    ['search', null, '/customer/directory'],
    ['category', '3', '/customer/category/3'],
    ['category', null, '/customer/directory'],
    ['category', '', '/customer/directory'],
    ['map', null, '/customer/map'],
    ['favorites', null, '/customer/profile/favorites'],
    ['feeds', null, '/customer'],
    [null, null, '/customer'],
  ])('from=%s categoryId=%s goes to %s', (from, categoryId, target) => {
    expect(vendorBackTarget(from, categoryId)).toBe(target);
  });

  it('keeps a categoryId from turning into another path', () => {
    expect(vendorBackTarget('category', '../../admin')).toBe('/customer/category/..%2F..%2Fadmin');
  });
});
