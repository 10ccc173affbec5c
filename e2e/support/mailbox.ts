import { expect, type APIRequestContext } from '@playwright/test';
import { DEV_MAILBOX_PATHS, DevMailboxMessageSchema, type DevMailboxMessage } from '@marketplace/contracts';

/** Every message in the dev mailbox the gateway serves, newest first. */
async function readMailbox(request: APIRequestContext): Promise<DevMailboxMessage[]> {
  const response = await request.get(DEV_MAILBOX_PATHS.messages);
  if (!response.ok()) {
    throw new Error(`GET ${DEV_MAILBOX_PATHS.messages} -> ${response.status()} ${await response.text()}`);
  }
  return DevMailboxMessageSchema.array().parse(await response.json());
}

/**
 * The newest message to `to`, waiting for delivery: the auth service writes it while answering the
 * request. Tests use a fresh address each, so an older message cannot be mistaken for it.
 */
export async function waitForMessage(request: APIRequestContext, to: string): Promise<DevMailboxMessage> {
  let found: DevMailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(request)).find((message) => message.to === to);
        return found !== undefined;
      },
      { message: `a message to ${to} in the dev mailbox`, timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the reset link a message carries, to open on the app under test. */
export function resetLinkPath(message: DevMailboxMessage): string {
  if (message.link === undefined) throw new Error(`message ${message.id} carries no link: ${message.text}`);
  const url = new URL(message.link);
  expect(url.pathname).toBe('/reset-password');
  expect(url.searchParams.get('token')).toBeTruthy();
  return `${url.pathname}${url.search}`;
}
