import { createLogger } from '@marketplace/service-kit';
import type { LiveItem } from '../../domain/live-updates';
import { LiveChannelHub } from './live-channel-hub';

interface Item extends LiveItem {
  key: number;
}

/** A table the hub reads from: rows by key, committed when pushed. */
function table() {
  const rows: Item[] = [];
  const reads: Record<number, number>[] = [];
  let recentFrom = Infinity;
  return {
    rows,
    reads,
    commit: (key: number, id: number) => rows.push({ key, id }),
    /** Rows from this id on are returned again as recent, as the notifications' reader does. */
    markRecentFrom: (id: number) => (recentFrom = id),
    read: async (afterIds: ReadonlyMap<number, number>) => {
      reads.push(Object.fromEntries(afterIds));
      await Promise.resolve();
      return rows
        .filter((row) => {
          const afterId = afterIds.get(row.key);
          return afterId !== undefined && (row.id > afterId || row.id >= recentFrom);
        })
        .sort((a, b) => a.id - b.id)
        .map((row) => ({ ...row, ...(row.id <= afterIds.get(row.key)! ? { recent: true } : {}) }));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const keyOf = (item: Item) => item.key;

function hubOver(source: ReturnType<typeof table>) {
  return new LiveChannelHub<Item>({
    read: source.read,
    keyOf,
    ready: async () => undefined,
    logger: createLogger('test', 'silent'),
  });
}

describe('LiveChannelHub', () => {
  it('sends a new follower what committed after its cursor, then each change once', async () => {
    const source = table();
    source.commit(1, 10);
    source.commit(1, 11);
    const hub = hubOver(source);
    const seen: number[] = [];
    hub.follow(1, { cursor: 10 }, (items) => seen.push(...items.map((item) => item.id)));
    await settle();
    expect(seen).toEqual([11]);

    source.commit(1, 14);
    source.commit(2, 15);
    hub.changed(1);
    hub.changed(1);
    await settle();
    expect(seen).toEqual([11, 14]);
  });

  it('reads the keys changed together in one read, each from the lowest cursor of its followers', async () => {
    const source = table();
    const hub = hubOver(source);
    const a: number[] = [];
    const b: number[] = [];
    hub.follow(1, { cursor: 0 }, (items) => a.push(...items.map((item) => item.id)));
    hub.follow(1, { cursor: 5 }, (items) => b.push(...items.map((item) => item.id)));
    const c: number[] = [];
    hub.follow(2, { cursor: 8 }, (items) => c.push(...items.map((item) => item.id)));
    await settle();
    source.commit(1, 3);
    source.commit(1, 7);
    source.commit(2, 9);
    source.reads.length = 0;
    hub.changed(1);
    hub.changed(2);
    hub.changed(1);
    hub.changed(3);
    await settle();
    expect(source.reads).toEqual([{ 1: 0, 2: 8 }]);
    expect(a).toEqual([3, 7]);
    expect(b).toEqual([7]);
    expect(c).toEqual([9]);
  });

  it('sends a recent item committed out of id order once, and not one already counted as sent', async () => {
    const source = table();
    source.commit(1, 20);
    const hub = hubOver(source);
    const seen: number[] = [];
    hub.follow(1, { cursor: 20, delivered: [20] }, (items) => seen.push(...items.map((item) => item.id)));
    source.markRecentFrom(0);
    source.commit(1, 22);
    hub.changed(1);
    await settle();
    source.commit(1, 21); // drew its id before 22 but committed after it
    hub.changed(1);
    await settle();
    hub.changed(1);
    await settle();
    expect(seen).toEqual([22, 21]);
  });

  it('forgets a key once its last follower leaves, and reads nothing for it after', async () => {
    const source = table();
    const hub = hubOver(source);
    const stop = hub.follow(1, { cursor: 0 }, () => undefined);
    const stopToo = hub.follow(1, { cursor: 0 }, () => undefined);
    await settle();
    expect(hub.followers).toBe(2);
    stop();
    stop();
    expect(hub.followers).toBe(1);
    stopToo();
    expect(hub.followedKeys).toBe(0);
    source.reads.length = 0;
    hub.changed(1);
    await settle();
    expect(source.reads).toEqual([]);
  });

  it('keeps following after a failed read: the next change reads from the same cursor', async () => {
    const source = table();
    let fail = true;
    const hub = new LiveChannelHub<Item>({
      read: async (afterIds) => {
        if (fail) throw new Error('database away');
        return source.read(afterIds);
      },
      keyOf,
      ready: async () => undefined,
      logger: createLogger('test', 'silent'),
    });
    const seen: number[] = [];
    hub.follow(1, { cursor: 0 }, (items) => seen.push(...items.map((item) => item.id)));
    source.commit(1, 1);
    hub.changed(1);
    await settle();
    expect(seen).toEqual([]);
    fail = false;
    source.commit(1, 2);
    hub.changed(1);
    await settle();
    expect(seen).toEqual([1, 2]);
  });
});
