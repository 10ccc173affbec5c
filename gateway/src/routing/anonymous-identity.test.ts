import { verifyIdentity } from '@marketplace/service-kit';
import { anonymousIdentity } from './lean-proxy';

const SECRET = 'anonymous-identity-test-secret';
const webhook = { method: 'POST', path: '/api/webhook' };

describe('anonymousIdentity', () => {
  // Mid-second, so the calls of one test never straddle two seconds.
  beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_500 }));
  afterEach(() => jest.useRealTimers());

  it('reuses one signature for the same call within a second', () => {
    const identity = anonymousIdentity(SECRET);
    expect(identity(webhook)).toBe(identity({ ...webhook }));
  });

  it('signs anew for another call, each good for its own call only', () => {
    const identity = anonymousIdentity(SECRET);
    const picture = { method: 'GET', path: '/api/images/a.png' };
    const forWebhook = identity(webhook);
    const forPicture = identity(picture);
    const now = Date.now();
    expect(verifyIdentity(forPicture, SECRET, picture, now)).toEqual({});
    expect(verifyIdentity(forPicture, SECRET, webhook, now)).toBeUndefined();
    expect(verifyIdentity(forWebhook, SECRET, picture, now)).toBeUndefined();
    expect(verifyIdentity(identity(webhook), SECRET, webhook, now)).toEqual({});
  });
});
