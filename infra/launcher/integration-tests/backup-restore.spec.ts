import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  CSRF_HEADER,
  OrderStatusConfigListSchema,
  ReviewSchema,
  UserOrdersResponseSchema,
  UserProfileSchema,
} from '@marketplace/contracts';
import { z } from 'zod';
import { createTestDatabase, usesRealPostgres, type TestDatabase } from '@marketplace/testing';
import { placeOrder, prepareOrdering } from '../../../bench/src/order-load';
import { startBenchStack, type BenchStack } from '../../../bench/src/stack';

const run = promisify(execFile);
const root = resolve(__dirname, '..', '..', '..');

jest.setTimeout(300_000);

/** `npm run db:backup FILE` / `npm run db:restore FILE` as an operator runs them, on this environment. */
async function dbCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { NODE_OPTIONS: _jestOnly, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'infra/launcher/src/db-backup.ts', command, file], {
    cwd: root,
    env: { ...inherited, ...env },
  });
}

/** What a resident, their vendor and an administrator read of the data: it must survive the round trip. */
async function readBack(stack: BenchStack, cookie: string, vendorId: number) {
  const get = async (path: string, headers: Record<string, string>): Promise<unknown> => {
    const response = await fetch(stack.gatewayUrl + path, { headers });
    expect(response.status).toBe(200);
    return response.json();
  };
  const resident = { cookie };
  const adminLogin = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  expect(adminLogin.status).toBe(200);
  const admin = {
    cookie: adminLogin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
  return {
    profile: UserProfileSchema.parse(await get('/api/user/profile', resident)),
    orders: UserOrdersResponseSchema.parse(await get('/api/orders/user', resident)),
    reviews: z.array(ReviewSchema).parse(await get(`/api/vendors/${vendorId}/reviews`, resident)),
    statusConfigs: OrderStatusConfigListSchema.parse(await get('/api/admin/order-status-configs', admin)),
  };
}

describe('npm run db:backup and db:restore', () => {
  const dirs: string[] = [];
  const databases: TestDatabase[] = [];
  let stack: BenchStack | undefined;

  afterAll(async () => {
    await stack?.stop();
    for (const database of databases) await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-backup-'));
    dirs.push(dir);
    return dir;
  };

  /** Where the stack keeps its data: a new PostgreSQL database, or a DATA_DIR of the embedded one. */
  async function newPlace(): Promise<Record<string, string>> {
    if (!usesRealPostgres()) return { DATA_DIR: tempDir() };
    const database = await createTestDatabase();
    databases.push(database);
    return { DATABASE_URL: database.connectionString };
  }

  it('restores orders, reviews, users and configs into a new database, where the services read them as before', async () => {
    const original = await newPlace();
    stack = await startBenchStack({ env: original });
    const { vendors, residents } = await prepareOrdering(stack, 1);
    const [resident] = residents;
    const orderIds = [
      await placeOrder(stack, resident!, vendors[0]!),
      await placeOrder(stack, resident!, vendors[0]!),
    ];
    const before = await readBack(stack, resident!.cookie, vendors[0]!.id);
    expect(before.orders.map((order) => order.id).sort()).toEqual(orderIds.sort());
    expect(before.statusConfigs.length).toBeGreaterThan(0);

    const file = join(tempDir(), usesRealPostgres() ? 'marketplace.dump' : 'marketplace.tar.gz');
    // PostgreSQL is backed up while the services run; the embedded database once npm start has stopped.
    if (!usesRealPostgres()) {
      await stack.stop();
      stack = undefined;
    }
    await dbCommand('backup', file, original);
    if (stack) {
      await stack.stop();
      stack = undefined;
    }

    const restored = await newPlace();
    await dbCommand('restore', file, restored);
    // A restore loads only into an empty database: a second one into the same place is refused.
    await expect(dbCommand('restore', file, restored)).rejects.toMatchObject({
      stderr: expect.stringMatching(/not empty/),
    });

    stack = await startBenchStack({ env: restored });
    const after = await readBack(stack, resident!.cookie, vendors[0]!.id);
    expect(after).toEqual(before);
    // The sequences came back too: a new order takes the next id, not one already taken.
    const next = await placeOrder(stack, resident!, vendors[0]!);
    expect(next).toBeGreaterThan(Math.max(...orderIds));

    if (usesRealPostgres()) {
      const client = new Client({ connectionString: restored.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname IN ('auth', 'catalog', 'orders', 'webhooks') ORDER BY 1`,
      );
      await client.end();
      expect(rows.map((row) => row.nspname)).toEqual(['auth', 'catalog', 'orders', 'webhooks']);
    }
  });

  it('refuses a file that is not a backup, with a clear message', async () => {
    const file = join(tempDir(), 'notes.txt');
    writeFileSync(file, 'not a backup');
    await expect(dbCommand('restore', file, await newPlace())).rejects.toMatchObject({
      stderr: expect.stringMatching(/is not a backup made by npm run db:backup/),
    });
  });
});
