/** Outgoing messages. The composition root picks the transport (SMTP, or the dev mailbox). */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about, kept apart so the dev mailbox can show it clickable. */
  link?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface SmsMessage {
  to: string;
  /** A short title for the dev mailbox; not part of the text message. */
  subject: string;
  text: string;
  link?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
