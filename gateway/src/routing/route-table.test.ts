import { API_ROUTES } from '@marketplace/contracts';
import { chooseApiRoute, isApiPath } from './route-table';

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '42');

describe('chooseApiRoute', () => {
  it.each(API_ROUTES.map((route) => [route.method, route.path, route.service] as const))(
    '%s %s goes to the %s service',
    (method, path, service) => {
      const choice = chooseApiRoute(method, concrete(path));
      expect(choice).toMatchObject({ kind: 'proxy', route: { service } });
    },
  );

  it('prefers a literal segment over a parameter', () => {
    expect(chooseApiRoute('GET', '/api/orders/user')).toMatchObject({ route: { path: '/api/orders/user' } });
    expect(chooseApiRoute('GET', '/api/orders/17')).toMatchObject({
      route: { path: '/api/orders/:orderId' },
    });
    expect(chooseApiRoute('GET', '/api/vendors/category/3')).toMatchObject({
      route: { path: '/api/vendors/category/:categoryId' },
    });
  });

  it('routes HEAD like GET and ignores a trailing slash', () => {
    expect(chooseApiRoute('HEAD', '/api/categories')).toMatchObject({
      kind: 'proxy',
      route: { service: 'catalog' },
    });
    expect(chooseApiRoute('get', '/api/categories/')).toMatchObject({
      kind: 'proxy',
      route: { service: 'catalog' },
    });
  });

  it('answers an unknown /api path as not found', () => {
    expect(chooseApiRoute('GET', '/api/nothing-here')).toEqual({ kind: 'not-found' });
    expect(chooseApiRoute('GET', '/api')).toEqual({ kind: 'not-found' });
    expect(chooseApiRoute('GET', '/api/vendors/1/menu/extra')).toEqual({ kind: 'not-found' });
  });

  it('answers a known path with another method as not allowed, listing the methods it has', () => {
    expect(chooseApiRoute('DELETE', '/api/orders')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST'],
    });
    expect(chooseApiRoute('POST', '/api/user/profile')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'PATCH', 'HEAD'],
    });
    expect(chooseApiRoute('OPTIONS', '/api/user/addresses/9')).toEqual({
      kind: 'options',
      allowed: ['PUT', 'DELETE'],
    });
  });

  it('refuses dot segments, plain or percent-encoded, and encoded slashes', () => {
    for (const path of [
      '/api/vendors/../menu',
      '/api/vendors/%2e%2e/menu',
      '/api/orders/.',
      '/api/vendors/a%2Fb',
      '/api/orders/%E0%A4%A',
    ]) {
      expect(chooseApiRoute('GET', path)).toEqual({ kind: 'bad-path' });
    }
  });
});

describe('isApiPath', () => {
  it('is true for /api and below only, so /internal is never proxied', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/orders')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/internal/sessions/resolve')).toBe(false);
  });
});
