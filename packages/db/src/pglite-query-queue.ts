import type { PGlite } from '@electric-sql/pglite';

/** Extended-protocol messages that leave a sequence open until the client's Sync. */
const SEQUENCE_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * The queue through which pglite-socket's connections share PGlite's single session, replacing the
 * package's own. Theirs keeps a connection's messages together only inside a transaction, so two
 * connections' Parse/Bind/Execute sequences interleave and clobber the unnamed statement
 * ("bind message supplies 1 parameters, but prepared statement requires 5"). This one gives a
 * connection the session from its first extended-protocol message until its Sync (or for the whole
 * of an open transaction), and never stalls after a failed message.
 */
export class SequenceQueryQueue {
  private readonly queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection holding the session: mid-sequence or in a transaction. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A closed connection's queued messages fail, and it gives up the session if it held one. */
  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      const item = this.queue[index]!;
      if (item.handlerId !== handlerId) continue;
      this.queue.splice(index, 1);
      item.reject(new Error('Handler disconnected'));
    }
    if (this.owner === handlerId && !this.db.isInTransaction()) {
      this.owner = null;
      void this.process();
    }
  }

  /** A connection that closed inside a transaction must not leave it open for everyone else. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.process();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        // The owner's next message has not arrived yet; its enqueue starts processing again.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1) as [QueuedMessage];
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          this.owner = this.db.isInTransaction() ? item.handlerId : null;
          item.reject(error);
          continue;
        }
        const opensSequence = SEQUENCE_MESSAGES.has(item.message[0] ?? 0);
        this.owner = opensSequence || this.db.isInTransaction() ? item.handlerId : null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
