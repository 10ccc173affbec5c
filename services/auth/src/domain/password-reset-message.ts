import { escapeHtml } from '@marketplace/service-kit';

/** What a resident receives after asking for a reset: an email, or a text message for a phone login. */

const PASSWORD_RESET_SUBJECT = 'Reset your password';

export interface PasswordResetMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

export function passwordResetMessage(firstName: string, link: string): PasswordResetMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'We received a request to reset your password. Open this link to choose a new one:',
    '',
    link,
    '',
    'The link expires in 1 hour and can be used once.',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    '<p>We received a request to reset your password. Open this link to choose a new one:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>The link expires in 1 hour and can be used once.</p>',
    '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
  ].join('\n');
  const sms = `Reset your password: ${link} The link expires in 1 hour.`;
  return { subject: PASSWORD_RESET_SUBJECT, text, html, sms };
}
