import { partnerAuthHeaders, type PartnerAuthMethod } from '@marketplace/contracts';
import { isAuthorized } from './partner-auth';

describe('isAuthorized', () => {
  const cases: { method: PartnerAuthMethod; key: string }[] = [
    { method: 'bearer', key: 'sr-token-123' },
    { method: 'api_key', key: 'sr-api-key-456' },
    { method: 'basic', key: 'marketplace:pässword:with-colon' },
  ];

  it.each(cases)(
    '$method accepts the headers a marketplace client builds for the configured key',
    ({ method, key }) => {
      expect(isAuthorized({ method, key }, partnerAuthHeaders(method, key))).toBe(true);
    },
  );

  it.each(cases)('$method refuses a wrong key, a missing header and another method', ({ method, key }) => {
    expect(isAuthorized({ method, key }, partnerAuthHeaders(method, `${key}x`))).toBe(false);
    expect(isAuthorized({ method, key }, {})).toBe(false);
    const other: PartnerAuthMethod = method === 'api_key' ? 'bearer' : 'api_key';
    expect(isAuthorized({ method, key }, partnerAuthHeaders(other, key))).toBe(false);
  });

  it('reads the Authorization scheme case-insensitively', () => {
    expect(isAuthorized({ method: 'bearer', key: 'abc' }, { authorization: 'bearer abc' })).toBe(true);
    expect(isAuthorized({ method: 'basic', key: 'u:p' }, { authorization: `BASIC ${btoa('u:p')}` })).toBe(
      true,
    );
  });

  it('refuses a bearer token sent as basic and a basic credential sent as bearer', () => {
    expect(isAuthorized({ method: 'bearer', key: 'u:p' }, { authorization: `Basic ${btoa('u:p')}` })).toBe(
      false,
    );
    expect(isAuthorized({ method: 'basic', key: 'u:p' }, { authorization: `Bearer ${btoa('u:p')}` })).toBe(
      false,
    );
  });

  it('lets everything through when the partner is configured with none', () => {
    expect(isAuthorized({ method: 'none', key: '' }, {})).toBe(true);
  });
});
