import { DuplicateAccountError } from '../src/domain/errors';
import { RESIDENT, register, startAuthTestApp, type AuthTestContext } from './auth-test-app';

let ctx: AuthTestContext;
beforeAll(async () => {
  ctx = await startAuthTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with the user, without secrets', async () => {
    const response = await register(ctx.app);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Registration successful',
      user: {
        id: expect.any(Number),
        firstName: 'Asha',
        lastName: 'Rao',
        email: RESIDENT.email,
        phone: RESIDENT.phone,
        communityId: null,
        profileImageUrl: null,
        dietaryPreferences: [],
        points: 0,
        onboardingCompleted: false,
      },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('stores an argon2id hash with the memory-hard parameters, never the password', async () => {
    const rows = await ctx.prisma.$queryRaw<
      { password_hash: string }[]
    >`SELECT password_hash FROM "auth".users`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password_hash).not.toContain(RESIDENT.password);
  });

  it('stores the email lower-cased and the phone without formatting', async () => {
    const response = await register(ctx.app, {
      email: '  Mixed.Case@Example.COM ',
      phone: '+91 (98450) 12-345',
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'mixed.case@example.com', phone: '+919845012345' });
  });

  it.each([
    ['the email, in any letter case', { email: 'ASHA.RAO@example.com', phone: '9000000001' }],
    ['the phone, however formatted', { email: 'other@example.com', phone: '91234 56780' }],
  ])('refuses a second account with %s (409)', async (_label, overrides) => {
    const response = await register(ctx.app, overrides);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email or phone already exists' });
  });

  it('keeps duplicates out even when two registrations race past the check', async () => {
    const existing = await ctx.repositories.users.findByEmail(RESIDENT.email);
    await expect(
      ctx.repositories.users.create({
        firstName: 'X',
        lastName: 'Y',
        email: RESIDENT.email,
        phone: null,
        passwordHash: existing!.passwordHash,
      }),
    ).rejects.toBeInstanceOf(DuplicateAccountError);
  });

  it.each([
    ['firstName missing', { firstName: undefined }, 'First name is required'],
    ['firstName blank', { firstName: '   ' }, 'First name is required'],
    ['lastName missing', { lastName: undefined }, 'Last name is required'],
    ['lastName blank', { lastName: '' }, 'Last name is required'],
    ['email invalid', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email missing', { email: undefined }, 'Please enter a valid email address'],
    ['phone shorter than 10 characters', { phone: '98765' }, 'Please enter a valid phone number'],
    ['phone without enough digits', { phone: 'call me now please' }, 'Please enter a valid phone number'],
    ['password shorter than 6 characters', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password missing', { password: undefined }, 'Password must be at least 6 characters'],
    [
      'firstName over 100 characters',
      { firstName: 'A'.repeat(101) },
      'First name must be at most 100 characters',
    ],
    [
      'lastName over 100 characters',
      { lastName: 'B'.repeat(101) },
      'Last name must be at most 100 characters',
    ],
    [
      'email over 254 characters',
      { email: `${'c'.repeat(250)}@x.io` },
      'Email must be at most 254 characters',
    ],
    ['phone over 20 characters', { phone: '9'.repeat(21) }, 'Phone number must be at most 20 characters'],
    [
      'password over 128 characters',
      { password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('answers 400 with the spec message when %s', async (_label, overrides, message) => {
    const response = await register(ctx.app, {
      email: 'fresh@example.com',
      phone: '9000000002',
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('answers 400 for fields of the wrong type', async () => {
    const response = await register(ctx.app, { email: 'typed@example.com', phone: 9000000003 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid phone number');
  });
});
