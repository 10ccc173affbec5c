import { z } from 'zod';

/**
 * The development mailbox: with no SMTP server configured, the auth service writes each email and
 * text message it sends as one JSON file of this shape, and the gateway lists them (when
 * DEV_MAILBOX_DIR is set) at DEV_MAILBOX_PATHS. End-to-end tests read reset links from there.
 */
export const DevMailboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** An email address or a phone number. */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** The link the message is about (a password reset link), when it has one. */
  link: z.string().optional(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type DevMailboxMessage = z.infer<typeof DevMailboxMessageSchema>;

export const DEV_MAILBOX_PATHS = {
  /** HTML, newest first, links clickable. */
  page: '/dev/mailbox',
  /** DevMailboxMessage[], newest first. */
  messages: '/dev/mailbox/messages.json',
} as const;
