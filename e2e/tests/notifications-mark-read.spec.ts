import { expect, test } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import { HomeHeader } from '../page-objects/home-header';
import { apiGet } from '../support/api';
import { placePartnerOrder } from '../support/partner-order';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

interface Notification {
  id: number;
  type: string;
  title: string;
  isRead: boolean;
  orderId: number | null;
}

const PRESTIGE_LAKESIDE_HABITAT = 1;

test('a resident opens the bell, reads an order notification and the unread count drops', async ({
  page,
}) => {
  const resident = uniqueResident('Divya');
  await signUpAndSignIn(page.request, resident);
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);

  // The partner simulator accepts the order and walks it to delivery; each status notifies the resident.
  const order = await placePartnerOrder(page.request, resident.phone);
  await expect
    .poll(async () => (await apiGet<{ status: string }>(page.request, `/api/orders/${order.id}`)).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe('delivered');
  const list = async () =>
    (await apiGet<{ notifications: Notification[] }>(page.request, '/api/notifications')).notifications;
  const before = await list();
  const unread = before.filter((notification) => !notification.isRead);
  expect(unread.length).toBeGreaterThanOrEqual(2);
  const newest = before[0]!;
  expect(newest).toMatchObject({ type: 'order_update', orderId: order.id, isRead: false });

  await page.goto('/customer');
  const header = new HomeHeader(page);
  await header.expectUnread(unread.length);

  const panel = await header.openNotifications();
  await expect(panel.items).toHaveCount(before.length);
  const item = panel.notification(newest.title, true);
  await expect(item).toContainText(/just now|\d+m ago/);

  // Reading an order update marks it read on the server and opens the order history.
  const markRead = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/notifications/${newest.id}/read`) &&
      response.request().method() === 'PUT',
  );
  await item.click();
  expect((await markRead).status()).toBe(200);
  await expect(page).toHaveURL(/\/customer\/order-history$/);

  const after = await list();
  expect(after.find((notification) => notification.id === newest.id)?.isRead).toBe(true);
  expect(after.filter((notification) => !notification.isRead)).toHaveLength(unread.length - 1);

  await page.goto('/customer');
  await header.expectUnread(unread.length - 1);
  const reopened = await header.openNotifications();
  await expect(reopened.notification(newest.title, false)).toBeVisible();

  // A failed mark-read says so, and the notification stays unread.
  const next = after.find((notification) => !notification.isRead)!;
  await page.route(`**/api/notifications/${next.id}/read`, (route) =>
    route.fulfill({ status: 404, json: { message: NOTIFICATION_TEXTS.notFound } }),
  );
  await reopened.notification(next.title, true).first().click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText(NOTIFICATION_TEXTS.markReadFailedTitle, { exact: true })).toBeVisible();
  await expect(
    toasts.getByText(NOTIFICATION_TEXTS.markReadFailed(NOTIFICATION_TEXTS.notFound), { exact: true }),
  ).toBeVisible();
  await page.goto('/customer');
  await header.expectUnread(unread.length - 1);
});

test('a resident without notifications sees the empty panel', async ({ page }) => {
  await signUpAndSignIn(page.request, uniqueResident('Imran'));
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
  await page.goto('/customer');
  const header = new HomeHeader(page);
  await header.expectUnread(0);
  const panel = await header.openNotifications();
  await expect(panel.root.getByText(NOTIFICATION_TEXTS.emptyTitle)).toBeVisible();
  await expect(panel.root.getByText(NOTIFICATION_TEXTS.emptyText)).toBeVisible();
});

test('the bell asks the server for notifications again every 30 seconds', async ({ page }) => {
  await signUpAndSignIn(page.request, uniqueResident('Farah'));
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
  let reads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/notifications') reads += 1;
  });
  // The page's timers run on a clock the test moves; until it does, time passes as usual.
  await page.clock.install();
  await page.goto('/customer');
  await new HomeHeader(page).expectUnread(0);
  await expect.poll(() => reads).toBeGreaterThan(0);
  const initialReads = reads;

  // Well short of 30 s after the first read, the bell has not asked again...
  await page.clock.fastForward(24_000);
  await page.waitForTimeout(1_000);
  expect(reads).toBe(initialReads);

  // ...and once 30 s have passed, it has, once.
  await page.clock.fastForward(8_000);
  await expect.poll(() => reads).toBe(initialReads + 1);
});
