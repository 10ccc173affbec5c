import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { DEV_MAILBOX_PATHS, DevMailboxMessageSchema, type DevMailboxMessage } from '@marketplace/contracts';
import { escapeHtml } from '@marketplace/service-kit';

/** A development folder can grow for weeks; the page is for the latest messages. */
const MAX_MESSAGES = 200;

/**
 * The messages the services wrote to the dev mailbox folder, newest first. File names start with
 * the send time (and a counter), so name order is send order; files that are not messages are skipped.
 */
async function readDevMailbox(dir: string): Promise<DevMailboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newestFirst = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, MAX_MESSAGES);
  const messages: DevMailboxMessage[] = [];
  for (const name of newestFirst) {
    try {
      const parsed = DevMailboxMessageSchema.safeParse(JSON.parse(await readFile(join(dir, name), 'utf8')));
      if (parsed.success) messages.push(parsed.data);
    } catch {
      // Deleted meanwhile, or not JSON: not one of the messages.
    }
  }
  return messages;
}

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/** Escaped text with its http(s) URLs made clickable; anything else (javascript:, data:) stays text. */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/gi, (url) => `<a href="${url}">${url}</a>`);
}

function renderMessage(message: DevMailboxMessage): string {
  const link =
    message.link && isWebUrl(message.link)
      ? `<p class="link"><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>`
      : '';
  return `<article>
  <p class="meta"><span class="channel">${message.channel === 'sms' ? 'SMS' : 'Email'}</span> to ${escapeHtml(message.to)} · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></p>
  <h2>${escapeHtml(message.subject)}</h2>${link}
  <pre>${linkified(message.text)}</pre>
</article>`;
}

function renderDevMailbox(messages: DevMailboxMessage[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="empty">No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1f2933; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.05rem; margin: 0.25rem 0; }
  .meta { color: #52606d; font-size: 0.85rem; margin: 0; }
  .channel { background: #e3f8ff; border-radius: 4px; padding: 0 0.35rem; font-weight: 600; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0.5rem 0 0; }
  .link a { font-weight: 600; word-break: break-all; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Email and text messages the marketplace sent, newest first (<a href="${DEV_MAILBOX_PATHS.messages}">as JSON</a>). Development only.</p>
${body}
</body>
</html>
`;
}

/**
 * /dev/mailbox and /dev/mailbox/messages.json: the messages of the dev mailbox folder, so a
 * developer can follow a reset link and end-to-end tests can read one. Mounted only when
 * DEV_MAILBOX_DIR is set; it shows every resident's messages, so production must not set it.
 */
export function devMailboxRoutes(dir: string): Router {
  const router = express.Router();
  router.get(DEV_MAILBOX_PATHS.messages, async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await readDevMailbox(dir));
  });
  router.get(DEV_MAILBOX_PATHS.page, async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    // No scripts at all; inline styles only. The messages' texts are escaped, but defence in depth.
    res.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    res.type('html').send(renderDevMailbox(await readDevMailbox(dir)));
  });
  return router;
}
