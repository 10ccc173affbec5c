import { signIdentity, verifyIdentity } from './identity-signature';

const secret = 'test-signing-secret-0123456789';
const resident = { user: { id: 4, sessionId: 's' } };

describe('signIdentity and verifyIdentity', () => {
  const now = Date.now();
  const headers = signIdentity(resident, secret, { method: 'GET', path: '/a' }, now);

  it('accept the identity for the call it was signed for', () => {
    expect(verifyIdentity(headers, secret, { method: 'GET', path: '/a' }, now)).toEqual(resident);
  });

  it.each([
    ['another method', { method: 'POST', path: '/a' }],
    ['another path', { method: 'GET', path: '/b' }],
    ['a query string', { method: 'GET', path: '/a?x=1' }],
    ['a trailing slash', { method: 'GET', path: '/a/' }],
  ])('refuse it for %s', (_case, call) => {
    expect(verifyIdentity(headers, secret, call, now)).toBeUndefined();
  });

  it('bind the query string too', () => {
    const withQuery = signIdentity({}, secret, { method: 'GET', path: '/a?x=1' }, now);
    expect(verifyIdentity(withQuery, secret, { method: 'GET', path: '/a?x=1' }, now)).toEqual({});
    expect(verifyIdentity(withQuery, secret, { method: 'GET', path: '/a?x=2' }, now)).toBeUndefined();
    expect(verifyIdentity(withQuery, secret, { method: 'GET', path: '/a' }, now)).toBeUndefined();
  });
});
