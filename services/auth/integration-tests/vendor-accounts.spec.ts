import request from 'supertest';
import {
  VENDOR_MESSAGES,
  VendorApplicationSchema,
  VendorMeResponseSchema,
  type VendorApplicationRequest,
} from '@marketplace/contracts';
import { approveVendorApplication } from '../src/app/commands/approve-vendor-application';
import { rejectVendorApplication } from '../src/app/commands/reject-vendor-application';
import { listPendingVendorApplications } from '../src/app/queries/list-pending-vendor-applications';
import {
  ApplicationPendingError,
  VendorApplicationDecidedError,
  VendorApplicationNotFoundError,
} from '../src/domain/errors';
import { createResident, useAccountTestApp } from './account-test-app';
import { RESIDENT, asGateway, logIn, register, resolveCookies } from './auth-test-app';
import {
  ANNAPOORNA,
  BRIGADE,
  FOOD_CATEGORY,
  HIDDEN_CATEGORY,
  PALM_MEADOWS,
  PRESTIGE,
  UNKNOWN_COMMUNITY_ID,
} from './fake-catalog';

const account = useAccountTestApp();

const asUser = (id: number) => asGateway({ user: { id, sessionId: `session-of-${id}` } });
const vendorMe = (userId: number) => request(account.ctx.app).get('/api/vendor/me').set(asUser(userId));
const apply = (userId: number, body: unknown) =>
  request(account.ctx.app)
    .post('/api/vendor/applications')
    .set(asUser(userId))
    .send(body as object);

const APPLICATION: VendorApplicationRequest = {
  storeName: 'Amma Pickles',
  categoryId: FOOD_CATEGORY.id,
  phone: '9845012345',
  address: '14, Varthur Main Road, Bengaluru',
  communityIds: [PRESTIGE.id, BRIGADE.id],
};

/** What approving and rejecting need, as the approval command wires them. */
const decisionDeps = () => ({
  vendorApplications: account.ctx.repositories.vendorApplications,
  storeCatalog: account.ctx.storeCatalog,
  unitOfWork: account.ctx.repositories.unitOfWork,
  now: account.ctx.clock.now(),
});

describe('GET /api/vendor/me', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await request(account.ctx.app).get('/api/vendor/me').set(asGateway());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
  });

  it('answers a signed-in user with no store and no application, onboarded or not', async () => {
    const user = await createResident(account.ctx, { firstName: 'Meena' });
    const response = await vendorMe(user.id).expect(200);
    expect(VendorMeResponseSchema.strict().parse(response.body)).toEqual({
      user: { id: user.id, firstName: 'Meena', email: user.email },
      stores: [],
      application: null,
    });
  });

  it("names each of the user's stores from the catalog, and one it cannot name 'Store #<id>'", async () => {
    const user = await createResident(account.ctx);
    await account.ctx.prisma.storeMembership.createMany({
      data: [
        { userId: user.id, vendorId: ANNAPOORNA.id, role: 'owner' },
        { userId: user.id, vendorId: 55, role: 'staff' },
      ],
    });
    expect((await vendorMe(user.id).expect(200)).body.stores).toEqual([
      { storeId: ANNAPOORNA.id, role: 'owner', name: 'Annapoorna Mess' },
      { storeId: 55, role: 'staff', name: 'Store #55' },
    ]);

    account.catalog.down = true;
    expect((await vendorMe(user.id).expect(200)).body.stores).toEqual([
      { storeId: ANNAPOORNA.id, role: 'owner', name: `Store #${ANNAPOORNA.id}` },
      { storeId: 55, role: 'staff', name: 'Store #55' },
    ]);
  });
});

describe('POST /api/vendor/applications', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await request(account.ctx.app)
      .post('/api/vendor/applications')
      .set(asGateway())
      .send(APPLICATION);
    expect(response.status).toBe(401);
  });

  it.each([
    ['no store name', { storeName: undefined }, VENDOR_MESSAGES.storeNameRequired],
    ['a one-letter store name', { storeName: ' A ' }, VENDOR_MESSAGES.storeNameRequired],
    ['no category', { categoryId: undefined }, VENDOR_MESSAGES.categoryRequired],
    ['a category that is no id', { categoryId: 'food' }, VENDOR_MESSAGES.categoryRequired],
    ['a phone of 5 digits', { phone: '12345' }, VENDOR_MESSAGES.phoneRequired],
    ['a landline', { phone: '0804123456' }, VENDOR_MESSAGES.phoneRequired],
    ['no address', { address: undefined }, VENDOR_MESSAGES.addressRequired],
    ['a short address', { address: 'Shop' }, VENDOR_MESSAGES.addressRequired],
    ['no communities', { communityIds: undefined }, VENDOR_MESSAGES.communitiesRequired],
    ['an empty list of communities', { communityIds: [] }, VENDOR_MESSAGES.communitiesRequired],
    ['a community that is no id', { communityIds: [1, 'two'] }, VENDOR_MESSAGES.communitiesRequired],
  ])('refuses %s with 400 and the form’s message, storing nothing', async (_label, change, message) => {
    const user = await createResident(account.ctx);
    const response = await apply(user.id, { ...APPLICATION, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await account.ctx.prisma.vendorApplication.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ['a category the catalog does not have', { categoryId: 99 }, VENDOR_MESSAGES.unknownCategory],
    ['a category hidden from residents', { categoryId: HIDDEN_CATEGORY.id }, VENDOR_MESSAGES.unknownCategory],
    [
      'a community the catalog does not have',
      { communityIds: [PRESTIGE.id, UNKNOWN_COMMUNITY_ID] },
      VENDOR_MESSAGES.unknownCommunity,
    ],
    ['a blocked community', { communityIds: [PALM_MEADOWS.id] }, VENDOR_MESSAGES.unknownCommunity],
  ])('refuses %s with 422', async (_label, change, message) => {
    const user = await createResident(account.ctx);
    const response = await apply(user.id, { ...APPLICATION, ...change });
    expect([response.status, response.body]).toEqual([422, { message }]);
    expect(await account.ctx.prisma.vendorApplication.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers 503 and stores nothing while the catalog cannot be asked', async () => {
    const user = await createResident(account.ctx);
    account.catalog.down = true;
    const response = await apply(user.id, APPLICATION);
    expect([response.status, response.body]).toEqual([
      503,
      { message: VENDOR_MESSAGES.applicationUncheckable },
    ]);
    expect(await account.ctx.prisma.vendorApplication.count({ where: { userId: user.id } })).toBe(0);
  });

  it('stores a pending application (201), which /api/vendor/me then shows, and refuses a second one with 409', async () => {
    const user = await createResident(account.ctx);
    const created = await apply(user.id, { ...APPLICATION, communityIds: [PRESTIGE.id, PRESTIGE.id] }).expect(
      201,
    );
    const application = VendorApplicationSchema.strict().parse(created.body);
    expect(application).toMatchObject({
      storeName: 'Amma Pickles',
      categoryId: FOOD_CATEGORY.id,
      phone: '9845012345',
      address: '14, Varthur Main Road, Bengaluru',
      communityIds: [PRESTIGE.id],
      status: 'pending',
      rejectionReason: null,
      storeId: null,
    });
    expect((await vendorMe(user.id).expect(200)).body.application).toEqual(application);

    const second = await apply(user.id, { ...APPLICATION, storeName: 'Amma Pickles Two' });
    expect([second.status, second.body]).toEqual([409, { message: VENDOR_MESSAGES.applicationPending }]);
    expect(await account.ctx.prisma.vendorApplication.count({ where: { userId: user.id } })).toBe(1);
  });

  it('keeps one pending application per user in the database too, for two that pass the check at once', async () => {
    const user = await createResident(account.ctx);
    const { vendorApplications } = account.ctx.repositories;
    await vendorApplications.create({ ...APPLICATION, userId: user.id });
    await expect(vendorApplications.create({ ...APPLICATION, userId: user.id })).rejects.toBeInstanceOf(
      ApplicationPendingError,
    );
    expect(await account.ctx.prisma.vendorApplication.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses a member of a store with 409: they sell through it', async () => {
    const user = await createResident(account.ctx);
    await account.ctx.prisma.storeMembership.create({
      data: { userId: user.id, vendorId: ANNAPOORNA.id, role: 'staff' },
    });
    const response = await apply(user.id, APPLICATION);
    expect([response.status, response.body]).toEqual([409, { message: VENDOR_MESSAGES.alreadyMember }]);
  });
});

describe('deciding an application', () => {
  it("approves it: the catalog makes the store, the applicant owns it, and their session's identity carries it", async () => {
    const userId = (await register(account.ctx.app)).body.user.id as number;
    const { token } = await logIn(account.ctx.app, RESIDENT.email, RESIDENT.password);
    expect((await resolveCookies(account.ctx.app, { userSession: token })).user?.stores).toEqual([]);
    const { id } = (await apply(userId, APPLICATION).expect(201)).body;

    const approved = await approveVendorApplication(decisionDeps(), { applicationId: id });
    expect(approved).toMatchObject({
      status: 'approved',
      storeId: expect.any(Number),
      rejectionReason: null,
    });
    const storeId = approved.storeId!;
    expect(account.catalog.storeRequests.filter((store) => store.applicationId === id)).toEqual([
      {
        applicationId: id,
        name: 'Amma Pickles',
        categoryId: FOOD_CATEGORY.id,
        phone: '9845012345',
        address: '14, Varthur Main Road, Bengaluru',
        communityIds: [PRESTIGE.id, BRIGADE.id],
      },
    ]);
    expect((await resolveCookies(account.ctx.app, { userSession: token })).user?.stores).toEqual([
      { storeId, role: 'owner' },
    ]);
    expect((await vendorMe(userId).expect(200)).body).toMatchObject({
      stores: [{ storeId, role: 'owner', name: 'Amma Pickles' }],
      application: { id, status: 'approved', storeId },
    });
    const again = await apply(userId, APPLICATION);
    expect([again.status, again.body]).toEqual([409, { message: VENDOR_MESSAGES.alreadyMember }]);
  });

  it('approves idempotently: approved twice, one store and one membership, the catalog asked with the same application', async () => {
    const user = await createResident(account.ctx);
    const { id } = (await apply(user.id, APPLICATION).expect(201)).body;
    const first = await approveVendorApplication(decisionDeps(), { applicationId: id });
    const second = await approveVendorApplication(decisionDeps(), { applicationId: id });
    expect(second).toEqual(first);
    const requests = account.catalog.storeRequests.filter((store) => store.applicationId === id);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(await account.ctx.prisma.storeMembership.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ vendorId: first.storeId, role: 'owner' }),
    ]);
  });

  it('rejects a pending application with a reason the applicant reads, who may then apply again', async () => {
    const user = await createResident(account.ctx);
    const { id } = (await apply(user.id, APPLICATION).expect(201)).body;
    expect(await listPendingVendorApplications(decisionDeps())).toContainEqual(
      expect.objectContaining({ id, userId: user.id }),
    );
    const rejected = await rejectVendorApplication(decisionDeps(), {
      applicationId: id,
      reason: 'Please add your FSSAI licence number to the address',
    });
    expect(rejected).toMatchObject({ status: 'rejected', storeId: null });
    expect(await listPendingVendorApplications(decisionDeps())).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await vendorMe(user.id).expect(200)).body.application).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'Please add your FSSAI licence number to the address',
    });
    const storesBefore = account.catalog.storeRequests.length;
    await expect(approveVendorApplication(decisionDeps(), { applicationId: id })).rejects.toBeInstanceOf(
      VendorApplicationDecidedError,
    );
    expect(account.catalog.storeRequests).toHaveLength(storesBefore);

    const reapplied = await apply(user.id, APPLICATION).expect(201);
    expect((await vendorMe(user.id).expect(200)).body.application).toMatchObject({
      id: reapplied.body.id,
      status: 'pending',
    });
  });

  it('keeps an approval: rejecting an approved application is refused', async () => {
    const user = await createResident(account.ctx);
    const { id } = (await apply(user.id, APPLICATION).expect(201)).body;
    await approveVendorApplication(decisionDeps(), { applicationId: id });
    await expect(
      rejectVendorApplication(decisionDeps(), { applicationId: id, reason: 'Changed our mind' }),
    ).rejects.toBeInstanceOf(VendorApplicationDecidedError);
    expect(await account.ctx.prisma.vendorApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'approved',
    });
  });

  it('says so for an application that does not exist', async () => {
    await expect(approveVendorApplication(decisionDeps(), { applicationId: 987_654 })).rejects.toBeInstanceOf(
      VendorApplicationNotFoundError,
    );
    await expect(
      rejectVendorApplication(decisionDeps(), { applicationId: 987_654, reason: 'No' }),
    ).rejects.toBeInstanceOf(VendorApplicationNotFoundError);
  });
});
