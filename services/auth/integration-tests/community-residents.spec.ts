import request from 'supertest';
import { CommunityResidentCountSchema, type Identity } from '@marketplace/contracts';
import { createResident } from './account-test-app';
import { asGateway, startAuthTestApp, type AuthTestContext } from './auth-test-app';

let ctx: AuthTestContext;
beforeAll(async () => {
  ctx = await startAuthTestApp();
});
afterAll(() => ctx.close());

const CATALOG = { service: 'catalog' } as const;
const LAKESIDE = 1;
const GATEWAY_TOWERS = 2;
const NOBODYS = 3;

const residentsOf = (communityId: number | string, identity: Identity = CATALOG) =>
  request(ctx.app).get(`/internal/communities/${communityId}/residents`).set(asGateway(identity));

const saveAddress = (userId: number, communityId: number | null) =>
  ctx.prisma.address.create({
    data: { userId, streetAddress: 'Tower A, Varthur Main Road', pincode: '560087', communityId },
  });

describe('GET /internal/communities/:id/residents', () => {
  beforeAll(async () => {
    await createResident(ctx, { communityId: LAKESIDE });
    const livesAndSaved = await createResident(ctx, { communityId: LAKESIDE });
    await saveAddress(livesAndSaved.id, LAKESIDE);
    await saveAddress(livesAndSaved.id, LAKESIDE);
    const movedAway = await createResident(ctx, { communityId: GATEWAY_TOWERS });
    await saveAddress(movedAway.id, LAKESIDE);
    const elsewhere = await createResident(ctx, { communityId: GATEWAY_TOWERS });
    await saveAddress(elsewhere.id, null);
    await createResident(ctx, { communityId: null });
  });

  it('counts each resident of the community once: by their own community or a saved address in it', async () => {
    const res = await residentsOf(LAKESIDE).expect(200);
    expect(CommunityResidentCountSchema.strict().parse(res.body)).toEqual({ count: 3 });
    expect((await residentsOf(GATEWAY_TOWERS).expect(200)).body).toEqual({ count: 2 });
  });

  it('answers 0 for a community nobody belongs to, known to the catalog or not', async () => {
    expect((await residentsOf(NOBODYS).expect(200)).body).toEqual({ count: 0 });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect((await residentsOf(id).expect(400)).body).toEqual({ message: 'Invalid community id' });
  });

  it.each([
    ['an anonymous visitor', {}],
    ['a resident', { user: { id: 1, sessionId: 'x', communityId: LAKESIDE } }],
    ['an administrator', { admin: { id: 1, username: 'admin', sessionId: 'x' } }],
  ])('refuses %s with 403: only services may ask', async (_label, identity: Identity) => {
    expect((await residentsOf(LAKESIDE, identity).expect(403)).body).toEqual({
      message: 'Internal endpoint',
    });
  });

  it('refuses a call without the gateway or service signature (401)', async () => {
    await request(ctx.app).get(`/internal/communities/${LAKESIDE}/residents`).expect(401);
  });
});
