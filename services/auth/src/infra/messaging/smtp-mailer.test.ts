import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const REPLIES: Record<string, string> = { DATA: '354 go on', QUIT: '221 bye' };

/** Just enough of an SMTP server (RFC 5321, no extensions) to accept what nodemailer sends. */
function startSmtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        reply(REPLIES[verb] ?? '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

describe('SmtpMailer', () => {
  it('sends the message to the SMTP server named by SMTP_URL, from MAIL_FROM', async () => {
    const smtp = await startSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Marketplace <no-reply@shop.test>');
    try {
      await mailer.send({
        to: 'asha.rao@example.com',
        subject: 'Reset your password',
        text: 'Open http://shop.test/reset-password?token=abc',
        html: '<p>Open the link</p>',
        link: 'http://shop.test/reset-password?token=abc',
      });
    } finally {
      mailer.close();
      smtp.server.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toContain('<no-reply@shop.test>');
    expect(mail!.to).toEqual([expect.stringContaining('<asha.rao@example.com>')]);
    expect(mail!.data).toContain('Subject: Reset your password');
    expect(mail!.data).toContain('http://shop.test/reset-password?token=abc');
    expect(mail!.data).toContain('text/html');
  });
});

describe('SmtpMailer timeouts', () => {
  it('gives up on a server that accepts the connection but never greets, instead of waiting minutes', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Marketplace <no-reply@shop.test>', {
      connectionTimeoutMs: 300,
      greetingTimeoutMs: 300,
      socketTimeoutMs: 300,
    });
    const started = Date.now();
    try {
      await expect(
        mailer.send({ to: 'asha.rao@example.com', subject: 'Reset your password', text: 'link' }),
      ).rejects.toThrow(/greeting|timeout/i);
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
