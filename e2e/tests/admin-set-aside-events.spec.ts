import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CSRF_HEADER, SET_ASIDE_EVENT_MESSAGES as M, TOPICS, type Order } from '@marketplace/contracts';
import { AdminDashboard } from '../page-objects/admin-pages';
import { uniqueResident } from '../page-objects/auth-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';
import { withDatabase } from '../support/database';
import { markRelayedInDatabase, placeInHouseOrder } from '../support/partner-order';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

// Issue 12, beyond the spec: the events the order service's consumer gave up on, and their replay.

/**
 * What the consumer does when its handlers keep failing on an event (packages/events, trySetAside):
 * the event is recorded as set aside and as processed, so the consumer has moved past it. Here the
 * event is a partner's 'accepted' for its order, named by the partner's order id, as the webhook
 * service would have emitted it.
 */
async function setAsideAcceptedUpdate(partnerOrderId: string): Promise<string> {
  const eventId = randomUUID();
  const time = new Date().toISOString();
  const envelope = {
    id: eventId,
    type: 'webhook.received',
    source: 'webhook',
    time,
    subject: partnerOrderId,
    version: 1,
    data: {
      webhookLogId: 1,
      event: 'order.status_changed',
      orderId: partnerOrderId,
      status: 'accepted',
      externalStatus: 'accepted',
      receivedAt: time,
      partner: { kind: 'default', exceptIds: [] },
    },
  };
  await withDatabase(async (client) => {
    await client.query('BEGIN');
    await client.query(`INSERT INTO orders.processed_events (consumer, event_id) VALUES ('order', $1)`, [
      eventId,
    ]);
    await client.query(
      `INSERT INTO orders.dead_letter_events (consumer, event_id, topic, type, envelope, error, attempts)
       VALUES ('order', $1, $2, 'webhook.received', $3::jsonb, 'Error: connection terminated unexpectedly', 9)`,
      [eventId, TOPICS.webhooks, JSON.stringify(envelope)],
    );
    await client.query('COMMIT');
  });
  return eventId;
}

test('an administrator replays an event set aside, once: the order takes the status it carried', async ({
  page,
  request,
}) => {
  const resident = uniqueResident('Nila');
  await signUpAndSignIn(request, resident);
  await completeOnboarding(request, 1);
  const order = await placeInHouseOrder(request, resident.phone);
  const partnerOrderId = await markRelayedInDatabase(order.id);
  const eventId = await setAsideAcceptedUpdate(partnerOrderId);

  const admin = new AdminDashboard(page);
  await admin.signIn();
  const tab = await admin.openTab(M.tabTitle);
  const row = tab
    .getByRole('row')
    .filter({ hasText: 'connection terminated unexpectedly' })
    .filter({
      has: page.getByRole('cell', { name: partnerOrderId, exact: true }),
    });
  await expect(row).toBeVisible();
  await expect(row).toContainText('webhook.received');
  await expectNoSeriousA11yViolations(page, 'events set aside');
  expect((await apiGet<Order>(request, `/api/orders/${order.id}`)).status).toBe('pending');

  await row.getByRole('button', { name: `Replay webhook.received ${eventId}` }).click();
  await admin.expectToast('Success', M.replayed);
  await expect(row).toHaveCount(0);
  await expect
    .poll(async () => (await apiGet<Order>(request, `/api/orders/${order.id}`)).status)
    .toBe('accepted');

  // A second replay has nothing to do.
  const again = await page.request.post(`/api/admin/set-aside-events/${eventId}/replay`, {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
  });
  expect(again.status()).toBe(404);
  expect(await again.json()).toEqual({ message: M.notFound });
});
