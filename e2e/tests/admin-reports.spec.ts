import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ORDER_TIMELINE_LABELS,
  ORDERS_REPORT_CSV_COLUMNS,
  REPORT_MESSAGES,
  type Order,
} from '@marketplace/contracts';
import { AdminDashboard, cellsOf } from '../page-objects/admin-pages';
import { uniqueResident } from '../page-objects/auth-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';
import { placePartnerOrder } from '../support/partner-order';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

// Issue 12: the back-office's reports read the orders residents place and the webhooks partners push.

/** A resident (on the `request` fixture's own cookie jar) whose partner order the simulator delivers. */
async function deliveredPartnerOrder(request: APIRequestContext): Promise<{ order: Order; name: string }> {
  const resident = uniqueResident('Meera');
  await signUpAndSignIn(request, resident);
  await completeOnboarding(request, 1);
  const placed = await placePartnerOrder(request, resident.phone);
  await expect
    .poll(async () => (await apiGet<Order>(request, `/api/orders/${placed.id}`)).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe('delivered');
  return {
    order: await apiGet<Order>(request, `/api/orders/${placed.id}`),
    name: `${resident.firstName} ${resident.lastName}`,
  };
}

test('the orders report lists a delivered partner order; its dialog, the status report, the CSV and the webhook report agree', async ({
  page,
  request,
}) => {
  const { order, name } = await deliveredPartnerOrder(request);
  const admin = new AdminDashboard(page);
  await admin.signIn();

  // Orders Report, filtered to delivered orders.
  const orders = await admin.openTab('Orders Report');
  await orders.getByLabel('Status').selectOption('delivered');
  await orders.getByRole('button', { name: 'Apply Filters' }).click();
  const row = admin.row(orders.getByRole('table'), String(order.id));
  await expect(row).toBeVisible();
  const amount = `₹${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  expect((await cellsOf(row)).slice(0, 7)).toEqual([
    String(order.id),
    order.externalOrderId!,
    'Food & Restaurants',
    name,
    order.restaurantName,
    'delivered',
    amount,
  ]);
  await expect(orders.getByRole('group', { name: 'Order counts' }).getByText('Total Orders')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'orders report');

  // The details dialog: every block, and a timeline with each step's own time, Delivered current.
  await row.getByRole('button', { name: `View order ${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.id}` });
  for (const block of ['Order Information', 'Customer', 'Vendor', 'Items', 'Payment', 'Status Timeline']) {
    await expect(dialog.getByRole('region', { name: block })).toBeVisible();
  }
  await expect(dialog.getByText('Cash on Delivery')).toBeVisible();
  const [item] = order.items;
  await expect(dialog.getByRole('region', { name: 'Items' })).toContainText(item!.name);
  const timeline = dialog.getByRole('region', { name: 'Status Timeline' }).getByRole('listitem');
  const steps = ['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
  await expect(timeline).toHaveCount(steps.length);
  const times = {
    pending: order.createdAt,
    accepted: order.externalTimestamps.acceptedTime,
    preparing: order.externalTimestamps.preparingTime,
    ready: order.externalTimestamps.readyTime,
    out_for_delivery: order.externalTimestamps.pickedUpTime,
    delivered: order.externalTimestamps.deliveredTime,
  };
  for (const [index, status] of steps.entries()) {
    await expect(timeline.nth(index)).toContainText(ORDER_TIMELINE_LABELS[status]);
    // Every step the partner's webhooks moved the order through has a time of its own.
    await expect(timeline.nth(index)).not.toContainText(/-$/);
    if (times[status] !== null && status !== 'out_for_delivery') {
      const shown = await page.evaluate((iso) => new Date(iso).toLocaleString('en-IN'), times[status]!);
      await expect(timeline.nth(index)).toContainText(shown);
    }
  }
  await expect(timeline.nth(steps.length - 1)).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousA11yViolations(page, 'order details dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The CSV export of the same selection holds the order.
  const download = page.waitForEvent('download');
  await orders.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe(ORDERS_REPORT_CSV_COLUMNS.join(','));
  expect(lines.some((line) => line.startsWith(`${order.id},${order.externalOrderId},`))).toBe(true);
  expect(lines.every((line) => /,delivered,/.test(line))).toBe(true);

  // Status Report: delivered orders have a share of the day's orders.
  const statuses = await admin.openTab('Status Report');
  await expect(statuses.getByRole('meter', { name: 'delivered share' })).toBeVisible();
  await expect(statuses.getByText(/^\d+ \(\d+\.\d%\)$/).first()).toBeVisible();
  await expect(statuses.getByText(REPORT_MESSAGES.noStatusData)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'status report');

  // Webhook Report: the partner's status webhooks for this order, each accepted.
  const webhooks = await admin.openTab('Webhook Report');
  await webhooks.getByLabel('Event').selectOption('order.status_changed');
  await webhooks.getByRole('button', { name: 'Apply', exact: true }).click();
  const table = webhooks.getByRole('table');
  const ofThisOrder = table.getByRole('row').filter({ hasText: order.externalOrderId! });
  // The partner pushed each step it moved the order through: accepted, preparing, ready, out for
  // delivery, delivered.
  await expect(ofThisOrder).toHaveCount(5);
  for (const entry of await ofThisOrder.all()) {
    const [, event, orderId, status, , , error] = await cellsOf(entry);
    expect([event, orderId, status, error]).toEqual([
      'order.status_changed',
      order.externalOrderId,
      'Success',
      '-',
    ]);
  }
  await expectNoSeriousA11yViolations(page, 'webhook report');
  await webhooks.getByRole('button', { name: 'Clear' }).click();
  await expect(webhooks.getByLabel('Event')).toHaveValue('');
});

test('Refresh reads the reports again: a new order appears in the orders report without a reload', async ({
  page,
  request,
}) => {
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const orders = await admin.openTab('Orders Report');
  const total = orders.getByRole('group', { name: 'Order counts' }).locator('span').nth(1);
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.innerText());

  const resident = uniqueResident('Kavya');
  await signUpAndSignIn(request, resident);
  await completeOnboarding(request, 1);
  await placePartnerOrder(request, resident.phone);

  await expect(total).toHaveText(String(before));
  await admin.refresh.click();
  await expect(total).toHaveText(String(before + 1));
});
