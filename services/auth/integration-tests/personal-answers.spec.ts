import request from 'supertest';
import { createResident, useAccountTestApp } from './account-test-app';
import { asGateway } from './auth-test-app';
import { PRESTIGE } from './fake-catalog';

const account = useAccountTestApp();

const as = (userId: number) => asGateway({ user: { id: userId, sessionId: `session-${userId}` } });
const address = {
  addressType: 'home',
  flatNumber: 'A-101',
  streetAddress: 'Tower A, Varthur Main Road',
  communityId: PRESTIGE.id,
  pincode: '560087',
  cityName: 'Bengaluru',
};

/** A resident's own answers: no browser, proxy or shared cache may keep them (issue 27). */
describe('Cache-Control: no-store on personal answers', () => {
  it.each([
    ['GET', '/api/auth/user', undefined],
    ['GET', '/api/user/profile', undefined],
    ['PATCH', '/api/user/profile', { flatNumber: '4B' }],
    ['GET', '/api/user/addresses', undefined],
    ['POST', '/api/user/addresses', address],
  ] as const)('%s %s', async (method, path, body) => {
    const userId = (await createResident(account.ctx, { communityId: PRESTIGE.id })).id;
    const agent = request(account.ctx.app);
    const call = agent[method.toLowerCase() as 'get' | 'patch' | 'post'](path).set(as(userId));
    const response = await (body ? call.send(body) : call);
    expect(response.status).toBeLessThan(300);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('PUT and DELETE /api/user/addresses/:id, and a refused call too', async () => {
    const userId = (await createResident(account.ctx, { communityId: PRESTIGE.id })).id;
    const added = await request(account.ctx.app).post('/api/user/addresses').set(as(userId)).send(address);
    const put = await request(account.ctx.app)
      .put(`/api/user/addresses/${added.body.id}`)
      .set(as(userId))
      .send({ ...address, flatNumber: 'B-202' });
    expect(put.status).toBe(200);
    expect(put.headers['cache-control']).toBe('no-store');
    const invalid = await request(account.ctx.app)
      .put(`/api/user/addresses/${added.body.id}`)
      .set(as(userId))
      .send({});
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const removed = await request(account.ctx.app)
      .delete(`/api/user/addresses/${added.body.id}`)
      .set(as(userId));
    expect(removed.status).toBe(204);
    expect(removed.headers['cache-control']).toBe('no-store');
  });
});
