import { Client } from 'pg';
import type { Logger } from 'pino';
import { outboxChannel } from './outbox-writer';

/** Commits to outboxes as this process hears of them (every outbox writer notifies, outboxWriterLock). */
export interface OutboxCommits {
  /** Calls `listener` after each commit that appended to `table` (a validated `"schema".outbox`). */
  onCommit(table: string, listener: () => void): void;
}

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL LISTEN on one connection of its own for the outboxes' commit channels, so a reader of
 * another service's outbox (the outbox-log consumer) reads the moment a row commits instead of at
 * its next poll. A lost connection is opened again after a second; meanwhile readers poll as before,
 * and they read once on reconnecting, since a commit may have gone unheard.
 */
export class PgOutboxCommits implements OutboxCommits {
  private readonly listeners = new Map<string, (() => void)[]>();
  private client: Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  onCommit(table: string, listener: () => void): void {
    const channel = outboxChannel(table);
    const known = this.listeners.get(channel);
    if (known) known.push(listener);
    else {
      this.listeners.set(channel, [listener]);
      void this.client?.query(`LISTEN ${channel}`).catch((error: unknown) => this.lost(error));
    }
  }

  async start(): Promise<void> {
    this.stopped = false;
    const client = new Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.lost(error));
    client.on('notification', (message) => this.tell(message.channel));
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(error);
      return;
    }
    this.client = client;
    // Whatever committed while nobody listened is read now.
    for (const channel of this.listeners.keys()) this.tell(channel);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private tell(channel: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener();
  }

  private lost(error: unknown): void {
    if (this.stopped || this.reconnect) return;
    this.logger.warn(
      { err: error },
      'outbox commit notifications lost; reading by polling until they are back',
    );
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.start();
    }, RECONNECT_MS);
  }
}
