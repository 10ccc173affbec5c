import { RelayLease } from '../src/relay-lease';
import {
  createEventsTestDatabase,
  delay,
  PRODUCER,
  SETUP_TIMEOUT_MS,
  type EventsTestDatabase,
} from './event-test-fixtures';

describe('RelayLease: one publishing relay per outbox', () => {
  let db: EventsTestDatabase;

  beforeAll(async () => {
    db = await createEventsTestDatabase();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => db?.close());

  it('is held by one relay at a time, renewed by its holder, and taken over once it expires or is released', async () => {
    const first = new RelayLease(db.sql, PRODUCER, 300);
    const second = new RelayLease(db.sql, PRODUCER, 300);

    expect(await Promise.all([first.acquire(), second.acquire()])).toEqual([true, false]);
    expect([first.held(), second.held()]).toEqual([true, false]);
    await delay(200);
    expect(await first.acquire()).toBe(true);
    await delay(200);
    // Renewed 200 ms ago: not expired though 400 ms have passed since it was first taken.
    expect(await second.acquire()).toBe(false);

    await delay(350);
    expect(first.held()).toBe(false);
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);

    await second.release();
    expect(second.held()).toBe(false);
    expect(await first.acquire()).toBe(true);
  });
});
