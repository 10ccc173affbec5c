import { routeOwner } from './route-table';

describe('shell route table', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/category-management', 'categoryAdmin'],
    ['/', 'customer'],
    ['/welcome', 'customer'],
    ['/register', 'customer'],
    ['/login', 'customer'],
    ['/forgot-password', 'customer'],
    ['/reset-password', 'customer'],
    ['/onboarding/community-selection', 'customer'],
    ['/onboarding/welcome-bonus', 'customer'],
    ['/customer', 'customer'],
    ['/customer/feeds', 'customer'],
    ['/customer/category/7', 'customer'],
    ['/customer/vendor/12', 'customer'],
    ['/customer/profile/help', 'customer'],
    ['/customer/order-tracking/42', 'customer'],
    ['/customer/order/42/rating', 'customer'],
    ['/customer/image-generator', 'customer'],
    ['/vendor', 'vendor'],
    ['/vendor/', 'vendor'],
    ['/vendor/history', 'vendor'],
    ['/vendor/menu', 'vendor'],
    ['/vendor/store', 'vendor'],
    ['/vendor/money', 'vendor'],
    ['/vendor/join', 'vendor'],
  ])('sends %s to %s', (path, app) => {
    expect(routeOwner(path)).toBe(app);
  });

  it.each([
    '/does-not-exist',
    '/admin/unknown',
    '/customer/unknown',
    '/customer/category',
    '/customer/category/7/extra',
    '/customer/order//rating',
    '/onboarding',
    '/onboarding/step-4',
    '/remotes/customer/remoteEntry.js',
    '/vendor/unknown',
    '/vendor/history/7',
    '/customer/vendor',
  ])('gives %s to no one, so the shell shows its 404 page', (path) => {
    expect(routeOwner(path)).toBeNull();
  });
});
