import type { Logger } from '@marketplace/service-kit';
import type { LiveChannel, LiveCursor, LiveItem } from '../../domain/live-updates';

export interface LiveChannelHubOptions<T extends LiveItem> {
  /**
   * The committed items of several keys at once, each after its own id (and, where the reader has
   * them, each key's recent ones), in id order.
   */
  read(afterIds: ReadonlyMap<number, number>): Promise<T[]>;
  /** The key an item belongs to (its order, its resident). */
  keyOf(item: T): number;
  /** Awaited before each read: the change feed must be watching before a follower's first read. */
  ready(): Promise<void>;
  logger: Logger;
  /** How long a follower remembers an id it was sent, so a recent item read again is not sent twice. */
  rememberMs?: number;
}

interface Follower<T> {
  cursor: number;
  /** Ids sent (or counted as sent) and when: a recent item at or below the cursor goes out once. */
  delivered: Map<number, number>;
  deliver: (items: T[]) => void;
}

interface KeyState<T> {
  followers: Set<Follower<T>>;
  reading: boolean;
  /** A change arrived while reading: read once more when done. */
  again: boolean;
}

const DEFAULT_REMEMBER_MS = 60_000;

/**
 * Fans committed changes out to the streams open in this process. The keys changed together (one
 * batch of the feed: a hundred orders moved by one batch of webhooks) are read in one query, each
 * from the lowest cursor among its followers, however many streams follow it; changes of a key
 * arriving during its read cause one more read, not one each. Each follower is sent what is past
 * its own cursor and not sent before.
 */
export class LiveChannelHub<T extends LiveItem> implements LiveChannel<T> {
  private readonly keys = new Map<number, KeyState<T>>();
  private readonly rememberMs: number;
  /** Keys changed since the last read was started, read together on the next turn of the event loop. */
  private readonly pending = new Set<number>();
  private flushScheduled = false;

  constructor(private readonly options: LiveChannelHubOptions<T>) {
    this.rememberMs = options.rememberMs ?? DEFAULT_REMEMBER_MS;
  }

  follow(key: number, from: LiveCursor, deliver: (items: T[]) => void): () => void {
    const now = Date.now();
    const follower: Follower<T> = {
      cursor: from.cursor,
      delivered: new Map((from.delivered ?? []).map((id) => [id, now])),
      deliver,
    };
    let state = this.keys.get(key);
    if (!state) {
      state = { followers: new Set(), reading: false, again: false };
      this.keys.set(key, state);
    }
    state.followers.add(follower);
    // What committed between the caller's read and now goes out on this read.
    this.changed(key);
    return () => {
      const current = this.keys.get(key);
      if (!current?.followers.delete(follower)) return;
      if (current.followers.size === 0) this.keys.delete(key);
    };
  }

  /** Something of `key` committed; a key nobody follows costs nothing. */
  changed(key: number): void {
    const state = this.keys.get(key);
    if (!state) return;
    if (state.reading) {
      state.again = true;
      return;
    }
    this.pending.add(key);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.readPending();
    });
  }

  /** Keys with at least one follower. */
  get followedKeys(): number {
    return this.keys.size;
  }

  get followers(): number {
    let count = 0;
    for (const state of this.keys.values()) count += state.followers.size;
    return count;
  }

  private async readPending(): Promise<void> {
    const batch = new Map<number, KeyState<T>>();
    const afterIds = new Map<number, number>();
    for (const key of this.pending) {
      const state = this.keys.get(key);
      if (!state || state.reading || state.followers.size === 0) continue;
      state.reading = true;
      state.again = false;
      batch.set(key, state);
      afterIds.set(key, Math.min(...[...state.followers].map((follower) => follower.cursor)));
    }
    this.pending.clear();
    if (batch.size === 0) return;
    let items: T[] = [];
    try {
      await this.options.ready();
      items = await this.options.read(afterIds);
    } catch (error) {
      // The next change of a key reads again from the same cursors, so nothing is lost for good.
      this.options.logger.warn({ err: error, keys: batch.size }, 'live update read failed');
    }
    const byKey = new Map<number, T[]>();
    for (const item of items) {
      const key = this.options.keyOf(item);
      const list = byKey.get(key);
      if (list) list.push(item);
      else byKey.set(key, [item]);
    }
    for (const [key, state] of batch) {
      state.reading = false;
      const keyItems = byKey.get(key);
      if (keyItems) for (const follower of state.followers) this.send(follower, keyItems);
      if (state.again) this.changed(key);
    }
  }

  private send(follower: Follower<T>, items: T[]): void {
    const now = Date.now();
    for (const [id, at] of follower.delivered) if (now - at > this.rememberMs) follower.delivered.delete(id);
    const fresh = items.filter(
      (item) => !follower.delivered.has(item.id) && (item.id > follower.cursor || item.recent === true),
    );
    if (fresh.length === 0) return;
    for (const item of fresh) {
      follower.delivered.set(item.id, now);
      follower.cursor = Math.max(follower.cursor, item.id);
    }
    try {
      follower.deliver(fresh);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'live update delivery failed');
    }
  }
}
