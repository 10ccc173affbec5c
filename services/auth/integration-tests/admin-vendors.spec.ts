import request from 'supertest';
import {
  ADMIN_VENDOR_MESSAGES,
  AcceptInvitationResponseSchema,
  AdminVendorApplicationSchema,
  AdminVendorApplicationsResponseSchema,
  INVITATION_MESSAGES,
  STORE_INVITATION_DAYS,
  StoreInvitationSchema,
  StoreMembersResponseSchema,
  VendorMeResponseSchema,
  type VendorApplicationRequest,
} from '@marketplace/contracts';
import { createResident, useAccountTestApp } from './account-test-app';
import { asGateway, purgeNow } from './auth-test-app';
import { ANNAPOORNA, BRIGADE, FOOD_CATEGORY, PARTNER_VENDOR, PRESTIGE } from './fake-catalog';

const account = useAccountTestApp();

const asUser = (id: number) => asGateway({ user: { id, sessionId: `session-of-${id}` } });
const asAdmin = () => asGateway({ admin: { id: 1, username: 'admin', sessionId: 'admin-session' } });

const APPLICATION: VendorApplicationRequest = {
  storeName: 'Amma Pickles',
  categoryId: FOOD_CATEGORY.id,
  phone: '9845012345',
  address: '14, Varthur Main Road, Bengaluru',
  communityIds: [PRESTIGE.id, BRIGADE.id],
};

async function applicant() {
  const user = await createResident(account.ctx, { firstName: 'Lakshmi', lastName: 'Iyer' });
  const sent = await request(account.ctx.app)
    .post('/api/vendor/applications')
    .set(asUser(user.id))
    .send(APPLICATION);
  expect(sent.status).toBe(201);
  return { user, applicationId: sent.body.id as number };
}

const admin = (method: 'get' | 'post', path: string, body?: unknown, headers = asAdmin()) => {
  const call = request(account.ctx.app)[method](path).set(headers);
  return body === undefined ? call : call.send(body as object);
};

describe('applications from the back-office', () => {
  it('lists pending applications with their applicants to administrators only', async () => {
    const { user, applicationId } = await applicant();
    await admin('get', '/api/admin/vendor-applications', undefined, asGateway()).expect(401);
    await admin('get', '/api/admin/vendor-applications', undefined, asUser(user.id)).expect(403);
    const res = await admin('get', '/api/admin/vendor-applications').expect(200);
    const { applications } = AdminVendorApplicationsResponseSchema.parse(res.body);
    expect(applications.find((application) => application.id === applicationId)).toMatchObject({
      storeName: 'Amma Pickles',
      status: 'pending',
      decidedAt: null,
      applicant: { userId: user.id, name: 'Lakshmi Iyer', email: user.email, phone: user.phone },
    });
  });

  it('approves one: the catalog makes the store and the applicant owns it', async () => {
    const { user, applicationId } = await applicant();
    const res = await admin('post', `/api/admin/vendor-applications/${applicationId}/approve`).expect(200);
    const application = AdminVendorApplicationSchema.parse(res.body);
    expect(application).toMatchObject({ status: 'approved', storeId: expect.any(Number) });
    expect(account.catalog.storeRequests.at(-1)).toMatchObject({ applicationId, name: 'Amma Pickles' });
    const me = VendorMeResponseSchema.parse(
      (await request(account.ctx.app).get('/api/vendor/me').set(asUser(user.id)).expect(200)).body,
    );
    expect(me.stores).toEqual([{ storeId: application.storeId, role: 'owner', name: 'Amma Pickles' }]);
    const approved = AdminVendorApplicationsResponseSchema.parse(
      (await admin('get', '/api/admin/vendor-applications?status=approved').expect(200)).body,
    );
    expect(approved.applications.map((listed) => listed.id)).toContain(applicationId);
  });

  it('rejects one with the reason the applicant reads, and will not decide it twice', async () => {
    const { user, applicationId } = await applicant();
    const empty = await admin('post', `/api/admin/vendor-applications/${applicationId}/reject`, {
      reason: ' ',
    }).expect(400);
    expect(empty.body.message).toBe(ADMIN_VENDOR_MESSAGES.rejectReasonRequired);
    const res = await admin('post', `/api/admin/vendor-applications/${applicationId}/reject`, {
      reason: 'Please add a photo of your FSSAI licence',
    }).expect(200);
    expect(AdminVendorApplicationSchema.parse(res.body)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a photo of your FSSAI licence',
    });
    const me = VendorMeResponseSchema.parse(
      (await request(account.ctx.app).get('/api/vendor/me').set(asUser(user.id)).expect(200)).body,
    );
    expect(me.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a photo of your FSSAI licence',
    });
    const again = await admin('post', `/api/admin/vendor-applications/${applicationId}/approve`).expect(409);
    expect(again.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.alreadyDecided('rejected') });
  });

  it('is a 404 for an application that does not exist, and leaves it pending while the catalog is away', async () => {
    const missing = await admin('post', '/api/admin/vendor-applications/999999/approve').expect(404);
    expect(missing.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.applicationNotFound });
    await admin('post', '/api/admin/vendor-applications/abc/approve').expect(400);
    const { applicationId } = await applicant();
    account.catalog.down = true;
    // The catalog dropped the write: a 502 (a dropped write is never sent twice), with a message.
    const away = await admin('post', `/api/admin/vendor-applications/${applicationId}/approve`).expect(502);
    expect(away.body.message).toEqual(expect.any(String));
    account.catalog.down = false;
    // The failed approval let go of it: it can be decided at once.
    await admin('post', `/api/admin/vendor-applications/${applicationId}/reject`, {
      reason: 'Try again later',
    }).expect(200);
    const still = AdminVendorApplicationsResponseSchema.parse(
      (await admin('get', '/api/admin/vendor-applications').expect(200)).body,
    );
    expect(still.applications.find((listed) => listed.id === applicationId)).toBeUndefined();
  });

  it('refuses a rejection while an approval is making the store, so no store is left without its owner', async () => {
    const { user, applicationId } = await applicant();
    const now = account.ctx.clock.now();
    // An approval under way: it holds the application while the catalog makes the store.
    expect(
      await account.ctx.repositories.vendorApplications.claimForApproval(
        applicationId,
        now,
        new Date(now.getTime() + 60_000),
      ),
    ).toBe(true);
    const refused = await admin('post', `/api/admin/vendor-applications/${applicationId}/reject`, {
      reason: 'No',
    }).expect(409);
    expect(refused.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.beingApproved });
    const twice = await admin('post', `/api/admin/vendor-applications/${applicationId}/approve`).expect(409);
    expect(twice.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.beingApproved });
    // An approval that died half-way lets go after its minute.
    account.ctx.clock.advance(60_001);
    await admin('post', `/api/admin/vendor-applications/${applicationId}/approve`).expect(200);
    const me = VendorMeResponseSchema.parse(
      (await request(account.ctx.app).get('/api/vendor/me').set(asUser(user.id)).expect(200)).body,
    );
    expect(me.stores).toHaveLength(1);
  });
});

describe('invitations to a store', () => {
  const invite = (body: unknown, storeId = ANNAPOORNA.id, headers = asAdmin()) =>
    admin('post', `/api/admin/vendors/${storeId}/invitations`, body, headers);
  const accept = (userId: number, token: unknown) =>
    request(account.ctx.app).post('/api/vendor/invitations/accept').set(asUser(userId)).send({ token });

  /** The token of the newest invitation mailed to `email`, from the dev mailbox's link. */
  async function mailedToken(email: string): Promise<string> {
    const messages = await account.ctx.mailbox.waitFor(1);
    const message = [...messages].reverse().find((candidate) => candidate.to === email);
    expect(message).toBeDefined();
    expect(message!.subject).toBe(`Join ${ANNAPOORNA.name} on the marketplace`);
    const link = new URL(message!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test:8080/vendor/join');
    return link.searchParams.get('token')!;
  }

  it('mails a link that makes the person with that email a member, once', async () => {
    const ravi = await createResident(account.ctx, { email: 'ravi.kumar@example.com' });
    const res = await invite({ email: ' Ravi.Kumar@Example.com ', role: 'staff' }).expect(201);
    const invitation = StoreInvitationSchema.parse(res.body);
    expect(invitation).toMatchObject({
      storeId: ANNAPOORNA.id,
      email: 'ravi.kumar@example.com',
      role: 'staff',
    });
    expect(new Date(invitation.expiresAt).getTime() - account.ctx.clock.now().getTime()).toBe(
      STORE_INVITATION_DAYS * 86_400_000,
    );
    const token = await mailedToken('ravi.kumar@example.com');

    const joined = AcceptInvitationResponseSchema.parse((await accept(ravi.id, token).expect(200)).body);
    expect(joined).toEqual({ storeId: ANNAPOORNA.id, storeName: ANNAPOORNA.name, role: 'staff' });
    const me = VendorMeResponseSchema.parse(
      (await request(account.ctx.app).get('/api/vendor/me').set(asUser(ravi.id))).body,
    );
    expect(me.stores).toEqual([{ storeId: ANNAPOORNA.id, role: 'staff', name: ANNAPOORNA.name }]);

    const twice = await accept(ravi.id, token).expect(409);
    expect(twice.body).toEqual({ message: INVITATION_MESSAGES.invalid });
    const member = await invite({ email: 'ravi.kumar@example.com' }).expect(409);
    expect(member.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.alreadyMember });
  });

  it('keeps no invitation whose email could not be sent, and says so', async () => {
    const failing = account.ctx.startInstance({
      catalogUrl: account.catalog.url,
      mailer: { send: async () => Promise.reject(new Error('SMTP server refused the message')) },
    });
    const res = await request(failing)
      .post(`/api/admin/vendors/${ANNAPOORNA.id}/invitations`)
      .set(asAdmin())
      .send({ email: 'unlucky@example.com' })
      .expect(503);
    expect(res.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.invitationNotSent });
    expect(await account.ctx.prisma.storeInvitation.count({ where: { email: 'unlucky@example.com' } })).toBe(
      0,
    );
  });

  it('works only for the account of the email it was sent to', async () => {
    await createResident(account.ctx, { email: 'meera@example.com' });
    const stranger = await createResident(account.ctx, { email: 'someone.else@example.com' });
    await invite({ email: 'meera@example.com' }).expect(201);
    const token = await mailedToken('meera@example.com');
    const res = await accept(stranger.id, token).expect(403);
    expect(res.body).toEqual({ message: INVITATION_MESSAGES.otherEmail('meera@example.com') });
    expect(await account.ctx.prisma.storeMembership.count({ where: { userId: stranger.id } })).toBe(0);
  });

  it('expires after a week', async () => {
    const late = await createResident(account.ctx, { email: 'late@example.com' });
    await invite({ email: 'late@example.com', role: 'owner' }).expect(201);
    const token = await mailedToken('late@example.com');
    account.ctx.clock.advance(STORE_INVITATION_DAYS * 86_400_000 + 1);
    const res = await accept(late.id, token).expect(409);
    expect(res.body).toEqual({ message: INVITATION_MESSAGES.invalid });

    // Housekeeping then deletes it; accepted invitations stay as the record of how members joined.
    const accepted = await account.ctx.prisma.storeInvitation.count({ where: { acceptedAt: { not: null } } });
    expect(accepted).toBeGreaterThan(0);
    expect((await purgeNow(account.ctx)).storeInvitations).toBeGreaterThanOrEqual(1);
    expect(await account.ctx.prisma.storeInvitation.count({ where: { email: 'late@example.com' } })).toBe(0);
    expect(await account.ctx.prisma.storeInvitation.count({ where: { acceptedAt: { not: null } } })).toBe(
      accepted,
    );
  });

  it('refuses a link that is no token, and tokens nobody issued', async () => {
    const user = await createResident(account.ctx);
    const malformed = await accept(user.id, 'abc').expect(400);
    expect(malformed.body.message).toBe(INVITATION_MESSAGES.tokenRequired);
    await accept(user.id, 'A'.repeat(43)).expect(409);
    await request(account.ctx.app)
      .post('/api/vendor/invitations/accept')
      .set(asGateway())
      .send({ token: 'A'.repeat(43) })
      .expect(401);
  });

  it("refuses a partner's vendor, a vendor that does not exist, bad emails and non-administrators", async () => {
    const partner = await invite({ email: 'x@example.com' }, PARTNER_VENDOR.id).expect(422);
    expect(partner.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.notALocalStore });
    const unknown = await invite({ email: 'x@example.com' }, 99_999).expect(404);
    expect(unknown.body).toEqual({ message: ADMIN_VENDOR_MESSAGES.vendorNotFound });
    const bad = await invite({ email: 'not-an-email' }).expect(400);
    expect(bad.body.message).toBe(ADMIN_VENDOR_MESSAGES.emailInvalid);
    const user = await createResident(account.ctx);
    await invite({ email: 'x@example.com' }, ANNAPOORNA.id, asUser(user.id)).expect(403);
  });
});

describe('GET /internal/store-members', () => {
  it("names each store's members, owners first, to services only", async () => {
    const owner = await createResident(account.ctx, { firstName: 'Kavya', lastName: 'Rao' });
    const staff = await createResident(account.ctx, { firstName: 'Arjun', lastName: 'Das' });
    await account.ctx.prisma.storeMembership.createMany({
      data: [
        { userId: staff.id, vendorId: 77, role: 'staff' },
        { userId: owner.id, vendorId: 77, role: 'owner' },
      ],
    });
    await request(account.ctx.app)
      .get('/internal/store-members?storeIds=77')
      .set(asUser(owner.id))
      .expect(403);
    const res = await request(account.ctx.app)
      .get('/internal/store-members?storeIds=77,78')
      .set(asGateway({ service: 'catalog' }))
      .expect(200);
    expect(StoreMembersResponseSchema.parse(res.body).members).toEqual([
      { storeId: 77, userId: owner.id, name: 'Kavya Rao', email: owner.email, role: 'owner' },
      { storeId: 77, userId: staff.id, name: 'Arjun Das', email: staff.email, role: 'staff' },
    ]);
    await request(account.ctx.app)
      .get('/internal/store-members?storeIds=1,x')
      .set(asGateway({ service: 'catalog' }))
      .expect(400);
  });
});
