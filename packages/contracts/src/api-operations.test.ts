import { API_OPERATIONS, apiOperation, routeKey } from './api-operations';
import { API_ROUTES } from './api-routes';

describe('API operations', () => {
  it('describe every call of the route table, and nothing else', () => {
    expect(Object.keys(API_OPERATIONS).sort()).toEqual(API_ROUTES.map(routeKey).sort());
  });

  it('say of every call that may write which body it reads, null for none', () => {
    const silent = API_ROUTES.filter(
      (route) => route.method !== 'GET' && apiOperation(route)?.body === undefined,
    );
    expect(silent.map(routeKey)).toEqual([]);
  });

  it('give reads no body', () => {
    const reads = API_ROUTES.filter(
      (route) => route.method === 'GET' && apiOperation(route)?.body !== undefined,
    );
    expect(reads.map(routeKey)).toEqual([]);
  });
});
