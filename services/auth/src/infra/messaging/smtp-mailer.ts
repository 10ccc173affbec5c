import { createTransport, type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailMessage, Mailer } from '../../domain/messaging';

/** How long a mail server may take at each step before the send fails (nodemailer waits minutes by default). */
export interface SmtpTimeouts {
  /** Opening the TCP connection. */
  connectionTimeoutMs: number;
  /** The server's greeting after connecting. */
  greetingTimeoutMs: number;
  /** Silence on an open connection. */
  socketTimeoutMs: number;
}

const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
};

/** Real email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
  ) {
    // createTransport({ url, ... }) would keep only what the URL says; the transport itself merges
    // the URL over these options (so a ?greetingTimeout= in SMTP_URL still wins).
    this.transport = createTransport(
      new SMTPTransport({
        url: smtpUrl,
        connectionTimeout: timeouts.connectionTimeoutMs,
        greetingTimeout: timeouts.greetingTimeoutMs,
        socketTimeout: timeouts.socketTimeoutMs,
      }),
    );
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined && { html: message.html }),
    });
  }

  close(): void {
    this.transport.close();
  }
}
