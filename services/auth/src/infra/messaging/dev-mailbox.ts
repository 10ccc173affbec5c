import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DevMailboxMessage } from '@marketplace/contracts';
import type { EmailMessage, Mailer, SmsMessage, SmsSender } from '../../domain/messaging';

/**
 * The development stand-in for an SMTP server and an SMS provider: every message becomes one JSON
 * file in a folder, which the gateway shows at /dev/mailbox. Files are named by send time, and
 * written under a temporary name first so a reader never sees half a message.
 */
export class DevMailbox {
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async deliver(message: Omit<DevMailboxMessage, 'id' | 'sentAt'>): Promise<DevMailboxMessage> {
    const sentAt = this.clock().toISOString();
    const stored: DevMailboxMessage = { id: randomUUID(), ...message, sentAt };
    // Name order is send order (readers sort by name): the time, then a counter for the same millisecond.
    this.sequence += 1;
    const name = `${sentAt.replace(/[:.]/g, '-')}-${String(this.sequence).padStart(9, '0')}-${stored.id}.json`;
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, name);
    await writeFile(`${path}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
    await rename(`${path}.tmp`, path);
    return stored;
  }

  mailer(): Mailer {
    return {
      send: async (message: EmailMessage) => void (await this.deliver({ channel: 'email', ...message })),
    };
  }

  smsSender(): SmsSender {
    return { send: async (message: SmsMessage) => void (await this.deliver({ channel: 'sms', ...message })) };
  }
}
