import { loggablePath } from './logger';

describe('loggablePath', () => {
  it('keeps the path and drops a query string that may carry a secret', () => {
    expect(loggablePath('/api/auth/reset-password?token=abc123')).toBe('/api/auth/reset-password');
    expect(loggablePath('/reset-password?token=abc&x=1')).toBe('/reset-password');
  });

  it('leaves a URL without a query as it is', () => {
    expect(loggablePath('/api/orders/7')).toBe('/api/orders/7');
    expect(loggablePath(undefined)).toBeUndefined();
  });
});
