import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { DevMailboxMessage } from '@marketplace/contracts';
import { createGateway } from './support/gateway-under-test';

const older: DevMailboxMessage = {
  id: 'm-1',
  channel: 'sms',
  to: '9123456780',
  subject: 'Reset your password',
  text: 'Reset your password: http://localhost:8080/reset-password?token=old The link expires in 1 hour.',
  link: 'http://localhost:8080/reset-password?token=old',
  sentAt: '2026-11-22T10:00:00.000Z',
};
const newer: DevMailboxMessage = {
  id: 'm-2',
  channel: 'email',
  to: 'asha.rao@example.com',
  subject: '<script>alert("subject")</script>',
  text: 'Hello <b>Asha</b> & co,\nopen http://localhost:8080/reset-password?token=new&x=1 or javascript:alert(1)',
  html: '<p>ignored</p>',
  link: 'http://localhost:8080/reset-password?token=new&x=1',
  sentAt: '2026-11-22T10:05:00.000Z',
};
const hostile: DevMailboxMessage = {
  ...older,
  id: 'm-3',
  link: 'javascript:alert(1)',
  sentAt: '2026-11-22T09:00:00.000Z',
};

describe('gateway dev mailbox', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gateway-mailbox-'));
    const write = (name: string, content: string) => writeFileSync(join(dir, name), content);
    write('2026-11-22T09-00-00-000Z-000000001-m-3.json', JSON.stringify(hostile));
    write('2026-11-22T10-00-00-000Z-000000001-m-1.json', JSON.stringify(older));
    write('2026-11-22T10-05-00-000Z-000000001-m-2.json', JSON.stringify(newer));
    // Half-written (still under its temporary name), not JSON, and not a message: all skipped.
    write('2026-11-22T10-06-00-000Z-000000001-m-4.json.tmp', '{"id":');
    write('2026-11-22T10-07-00-000Z-000000001-m-5.json', 'not json');
    write('2026-11-22T10-08-00-000Z-000000001-m-6.json', '{"hello":"world"}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('with DEV_MAILBOX_DIR set', () => {
    const gateway = () => createGateway({ upstreams: {}, env: { DEV_MAILBOX_DIR: dir } });

    it('lists the messages as JSON, newest first', async () => {
      const response = await request(gateway()).get('/dev/mailbox/messages.json');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual([newer, older, hostile]);
    });

    it('shows them as a page, newest first, with the links clickable and everything escaped', async () => {
      const response = await request(gateway()).get('/dev/mailbox').set('accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      const page = response.text;
      expect(page.indexOf('asha.rao@example.com')).toBeLessThan(page.indexOf('9123456780'));
      expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
      expect(page).not.toContain('<script');
      expect(page).toContain('Hello &lt;b&gt;Asha&lt;/b&gt; &amp; co');
      expect(page).toContain(
        '<a href="http://localhost:8080/reset-password?token=new&amp;x=1">http://localhost:8080/reset-password?token=new&amp;x=1</a>',
      );
      expect(page).toContain('<a href="http://localhost:8080/reset-password?token=old">');
      expect(page).not.toMatch(/href="javascript:/i);
    });

    it('answers an empty list when nothing was sent yet', async () => {
      const empty = createGateway({ upstreams: {}, env: { DEV_MAILBOX_DIR: join(dir, 'never-created') } });
      expect((await request(empty).get('/dev/mailbox/messages.json')).body).toEqual([]);
      expect((await request(empty).get('/dev/mailbox')).text).toContain('No messages yet.');
    });
  });

  describe('without DEV_MAILBOX_DIR', () => {
    const gateway = () => createGateway({ upstreams: {}, env: { STATIC_ROOT: dir } });

    it('serves no mailbox at all', async () => {
      const json = await request(gateway()).get('/dev/mailbox/messages.json');
      expect(json.status).toBe(404);
      expect(json.body).toEqual({ message: 'Not found' });
      const page = await request(gateway()).get('/dev/mailbox').set('accept', 'text/html');
      expect(page.text).not.toContain('asha.rao@example.com');
      expect(page.text).not.toContain('Dev mailbox');
    });
  });

  describe('in production (NODE_ENV=production)', () => {
    it('refuses to start with DEV_MAILBOX_DIR, and answers 404 for /dev/*', async () => {
      expect(() =>
        createGateway({ upstreams: {}, env: { NODE_ENV: 'production', DEV_MAILBOX_DIR: dir } }),
      ).toThrow('DEV_MAILBOX_DIR must not be set in production');
      const production = createGateway({ upstreams: {}, env: { NODE_ENV: 'production', STATIC_ROOT: dir } });
      for (const path of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev/anything']) {
        for (const accept of ['application/json', 'text/html']) {
          const response = await request(production).get(path).set('accept', accept);
          expect(response.status).toBe(404);
        }
      }
    });
  });
});
