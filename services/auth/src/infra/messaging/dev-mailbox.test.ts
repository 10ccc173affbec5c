import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevMailboxMessageSchema } from '@marketplace/contracts';
import { DevMailbox } from './dev-mailbox';

describe('DevMailbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'dev-mailbox-')), 'not-yet-created');
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  const read = () =>
    readdirSync(dir)
      .sort()
      .map((name) => DevMailboxMessageSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))));

  it('writes each email and text message as one JSON file, creating the folder', async () => {
    const sentAt = new Date('2026-11-22T10:00:00.000Z');
    const box = new DevMailbox(dir, () => sentAt);
    await box
      .mailer()
      .send({ to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', link: 'http://l' });
    await box.smsSender().send({ to: '9123456780', subject: 'S', text: 'T http://l', link: 'http://l' });

    expect(readdirSync(dir).every((name) => name.endsWith('.json'))).toBe(true);
    const [mail, sms] = read();
    expect(mail).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      link: 'http://l',
      sentAt: '2026-11-22T10:00:00.000Z',
    });
    expect(sms).toMatchObject({ channel: 'sms', to: '9123456780', link: 'http://l' });
    expect(mail!.id).not.toBe(sms!.id);
  });

  it('names files so that their order is the send order, also within one millisecond', async () => {
    const box = new DevMailbox(dir, () => new Date('2026-11-22T10:00:00.000Z'));
    for (let index = 0; index < 12; index += 1)
      await box.mailer().send({ to: 'a@example.com', subject: `#${index}`, text: '' });
    expect(read().map((message) => message.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `#${i}`));
  });
});
