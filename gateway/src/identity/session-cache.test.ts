import { SessionCache } from './session-cache';

const alice = { user: { id: 1, sessionId: 's-1' } };
const admin = { admin: { id: 7, username: 'root', sessionId: 'a-7' } };

function cacheAt(start = 1_000) {
  let now = start;
  const cache = new SessionCache(2_000, 3, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('reuses a resolution until its time-to-live passes', () => {
    const { cache, advance } = cacheAt();
    cache.set({ userSession: 'tok-1' }, alice, cache.ticket());
    advance(1_999);
    expect(cache.get({ userSession: 'tok-1' })).toEqual(alice);
    advance(1);
    expect(cache.get({ userSession: 'tok-1' })).toBeUndefined();
  });

  it('keys by both cookies together', () => {
    const { cache } = cacheAt();
    cache.set({ userSession: 'tok-1' }, alice, cache.ticket());
    expect(cache.get({ userSession: 'tok-1', adminSession: 'adm-1' })).toBeUndefined();
  });

  it('forgets every entry holding a logged-out session', () => {
    const { cache } = cacheAt();
    cache.set({ userSession: 'tok-1' }, alice, cache.ticket());
    cache.set({ userSession: 'tok-1', adminSession: 'adm-1' }, { ...alice, ...admin }, cache.ticket());
    cache.set({ adminSession: 'adm-1' }, admin, cache.ticket());
    cache.forget({ userSession: 'tok-1' });
    expect(cache.get({ userSession: 'tok-1' })).toBeUndefined();
    expect(cache.get({ userSession: 'tok-1', adminSession: 'adm-1' })).toBeUndefined();
    expect(cache.get({ adminSession: 'adm-1' })).toEqual(admin);
  });

  it('does not store a resolution that was in flight during a logout', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.forget({ userSession: 'tok-1' });
    cache.set({ userSession: 'tok-1' }, alice, ticket);
    expect(cache.get({ userSession: 'tok-1' })).toBeUndefined();
  });

  it('stores nothing when its time-to-live is zero', () => {
    const cache = new SessionCache(0);
    cache.set({ userSession: 'tok-1' }, alice, cache.ticket());
    expect(cache.get({ userSession: 'tok-1' })).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const { cache } = cacheAt();
    for (const token of ['t1', 't2', 't3', 't4']) cache.set({ userSession: token }, alice, cache.ticket());
    expect(cache.get({ userSession: 't1' })).toBeUndefined();
    expect(cache.get({ userSession: 't4' })).toEqual(alice);
  });
});
