import type { Prisma } from '../src/infra/db/generated/client';
import { startAuthTestApp, type AuthTestContext } from './auth-test-app';
import { startFakeCatalog, type FakeCatalog } from './fake-catalog';

/** The auth service beside a fake catalog: what the profile, onboarding and address calls ask. */
export interface AccountTestContext {
  ctx: AuthTestContext;
  catalog: FakeCatalog;
}

/**
 * Starts both for the test file and stops them after it; each test starts with the catalog up.
 * Read the context inside tests and hooks: it is filled in by beforeAll.
 */
export function useAccountTestApp(): AccountTestContext {
  const context = {} as AccountTestContext;
  beforeAll(async () => {
    context.catalog = await startFakeCatalog();
    context.ctx = await startAuthTestApp({ catalogUrl: context.catalog.url });
  });
  afterAll(async () => {
    await context.ctx.close();
    await context.catalog.close();
  });
  afterEach(() => {
    context.catalog.down = false;
  });
  return context;
}

let sequence = 0;

/** A resident with a unique email and phone, written straight to the database. */
export async function createResident(ctx: AuthTestContext, overrides: Partial<Prisma.UserCreateInput> = {}) {
  sequence += 1;
  return ctx.prisma.user.create({
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: `asha${sequence}@example.com`,
      phone: `98450${String(sequence).padStart(5, '0')}`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    },
  });
}
