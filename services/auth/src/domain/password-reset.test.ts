import { createHash } from 'node:crypto';
import { issueResetToken, RESET_TOKEN_LIFETIME_MS, resetLinkOf, resetTokenHashOf } from './password-reset';
import { passwordResetMessage } from './password-reset-message';

const now = new Date('2026-11-22T10:00:00Z');

describe('issueResetToken', () => {
  it('hands out 32 random bytes and keeps only their SHA-256, for one hour', () => {
    const { token, record } = issueResetToken(5, 'email', now);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(record).toEqual({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: 5,
      channel: 'email',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    });
    expect(RESET_TOKEN_LIFETIME_MS).toBe(3_600_000);
    expect(JSON.stringify(record)).not.toContain(token);
  });

  it('never issues the same token twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueResetToken(5, 'sms', now).token));
    expect(tokens.size).toBe(50);
  });
});

describe('resetTokenHashOf', () => {
  it('hashes a token of ours and refuses anything else without hashing', () => {
    const { token, record } = issueResetToken(5, 'email', now);
    expect(resetTokenHashOf(token)).toBe(record.tokenHash);
    expect(resetTokenHashOf(`${token}=`)).toBeUndefined();
    expect(resetTokenHashOf('short')).toBeUndefined();
  });
});

describe('resetLinkOf', () => {
  it("points at the customer app's reset page", () => {
    expect(resetLinkOf('http://localhost:8080', 'abc_-1')).toBe(
      'http://localhost:8080/reset-password?token=abc_-1',
    );
    expect(resetLinkOf('https://shop.example.com/', 'x')).toBe(
      'https://shop.example.com/reset-password?token=x',
    );
  });
});

describe('passwordResetMessage', () => {
  const link = 'http://localhost:8080/reset-password?token=abc';

  it('says what the link is for and that it expires in 1 hour, in every form', () => {
    const message = passwordResetMessage('Asha', link);
    expect(message.subject).toBe('Reset your password');
    for (const body of [message.text, message.html, message.sms]) {
      expect(body).toContain(link);
      expect(body).toContain('expires in 1 hour');
    }
    expect(message.html).toContain(`<a href="${link}">`);
  });

  it('escapes the name in the HTML part', () => {
    const { html } = passwordResetMessage('<img src=x onerror=alert(1)>', link);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
