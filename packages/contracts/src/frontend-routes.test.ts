import { CUSTOMER_ROUTES, matchesRoutePattern } from './frontend-routes';

describe('frontend route patterns', () => {
  it('match literal paths exactly, ignoring one trailing slash', () => {
    expect(matchesRoutePattern('/customer/cart', '/customer/cart')).toBe(true);
    expect(matchesRoutePattern('/customer/cart', '/customer/cart/')).toBe(true);
    expect(matchesRoutePattern('/customer/cart', '/customer/carts')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });

  it('match a parameter to exactly one non-empty segment', () => {
    expect(matchesRoutePattern('/customer/vendor/:vendorId', '/customer/vendor/17')).toBe(true);
    expect(matchesRoutePattern('/customer/vendor/:vendorId', '/customer/vendor/')).toBe(false);
    expect(matchesRoutePattern('/customer/vendor/:vendorId', '/customer/vendor/17/menu')).toBe(false);
  });

  it('list each customer route once although / serves both visitors and residents', () => {
    expect(CUSTOMER_ROUTES.filter((route) => route === '/')).toHaveLength(1);
    expect(new Set(CUSTOMER_ROUTES).size).toBe(CUSTOMER_ROUTES.length);
  });
});
