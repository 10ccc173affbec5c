import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  PARTNER_ID_HEADER,
  PARTNER_SECRET_MESSAGES as M,
  WEBHOOK_CONFIG_TEXTS,
  WEBHOOK_PATH,
  type CategoryConfig,
  type PartnerSecretListResponse,
  type WebhookConfigResponse,
} from '@marketplace/contracts';
import { webhookHeaders } from '@marketplace/service-kit';
import { AdminDashboard } from '../page-objects/admin-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiDelete, apiGet, apiPost } from '../support/api';

// Issue 14: a webhook secret per partner (category config), rotated and revoked on the Webhook Config tab.

const suffix = Date.now().toString(36);
/** A partner of its own: rotating Food & Restaurants' secret would lock out the simulator other tests use. */
const PARTNER = `Secret Partner ${suffix}`;
const SECRET_VALUE = /^whsec_[A-Za-z0-9+/=]{16,}$/;

/** Posts a status webhook naming the partner's own order, as the partner: its id header, signed with `secret`. */
async function partnerWebhook(
  request: APIRequestContext,
  partnerId: number,
  secret: string,
): Promise<number> {
  const body = JSON.stringify({ event: 'order.status_changed', orderId: `SP-${suffix}`, status: 'accepted' });
  const response = await request.post(WEBHOOK_PATH, {
    data: body,
    headers: {
      'content-type': 'application/json',
      [PARTNER_ID_HEADER]: String(partnerId),
      ...webhookHeaders({
        id: `msg_${randomUUID()}`,
        timestamp: Math.floor(Date.now() / 1000),
        body,
        secret,
      }),
    },
  });
  return response.status();
}

/** The preview the list shows of a secret: its last four characters. */
const previewOf = (value: string) => `whsec_…${value.slice(-4)}`;

test('the webhook config lists partner secrets in their empty, failed and loaded states', async ({
  page,
}) => {
  const admin = new AdminDashboard(page);
  await admin.signIn();
  await page.route('**/api/admin/category-configs', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/admin/webhook-secrets', (route) =>
    route.fulfill({ json: { success: true, secrets: [] } satisfies PartnerSecretListResponse }),
  );
  const tab = await admin.openTab('Webhook Config');
  const section = tab.getByRole('heading', { name: 'Partner secrets' }).locator('..');
  await expect(section.getByRole('heading', { name: 'No partners yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'webhook config, no partners');

  await page.unroute('**/api/admin/category-configs');
  await page.unroute('**/api/admin/webhook-secrets');
  await page.route('**/api/admin/webhook-secrets', (route) =>
    route.fulfill({ status: 500, json: { message: 'webhook is unavailable' } }),
  );
  await admin.refresh.click();
  const failure = section.getByRole('alert');
  await expect(failure).toHaveText(/Failed to load the partner secrets\./);
  await expectNoSeriousA11yViolations(page, 'webhook config, partner secrets failed');

  await page.unroute('**/api/admin/webhook-secrets');
  await failure.getByRole('button', { name: 'Retry' }).click();
  const table = tab.getByRole('table', { name: 'Partner secrets' });
  await expect(admin.row(table, 'Food & Restaurants')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("a partner's own secret is shown once, signs its webhooks with its id header, rotates with a grace period and is revoked", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const partner = await apiPost<CategoryConfig>(page.request, '/api/admin/category-configs', {
    groupedCategory: PARTNER,
    isVisible: false,
  });
  const { secret: defaultSecret } = await apiGet<WebhookConfigResponse>(
    page.request,
    '/api/admin/webhook-config',
  );

  try {
    // The instructions name the header and say whose secret signs.
    const tab = await admin.openTab('Webhook Config');
    const instructions = tab.getByRole('heading', { name: 'Integration Instructions' }).locator('..');
    await expect(instructions.getByRole('listitem').filter({ hasText: PARTNER_ID_HEADER })).toBeVisible();
    await expect(instructions).toContainText('Each partner signs with its own secret');
    await expect(instructions).toContainText('by your own order id');

    // Without a secret of its own, the partner signs with the default one.
    const table = tab.getByRole('table', { name: 'Partner secrets' });
    const row = admin.row(table, PARTNER);
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(partner.id));
    await expect(row).toContainText('Default secret');
    expect(await partnerWebhook(request, partner.id, defaultSecret)).toBe(200);
    await expectNoSeriousA11yViolations(page, 'webhook config, partner secrets');

    // Its first secret: shown once, copied, then only its preview is left.
    const first = await rotate(admin, row, null);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expect(page.getByText(first)).toHaveCount(0);
    const secrets = row.getByRole('list', { name: `Active secrets of ${PARTNER}` });
    await expect(secrets.getByRole('listitem')).toHaveCount(1);
    await expect(secrets.getByRole('listitem')).toContainText(previewOf(first));
    await expect(secrets.getByRole('listitem')).toContainText('No expiry');
    expect(await partnerWebhook(request, partner.id, first)).toBe(200);
    expect(await partnerWebhook(request, partner.id, defaultSecret)).toBe(401);

    // A rotation keeps the previous secret working for the grace period.
    const second = await rotate(admin, row, '1');
    await expect(secrets.getByRole('listitem')).toHaveCount(2);
    const previous = secrets.getByRole('listitem').filter({ hasText: previewOf(first) });
    await expect(previous).toContainText('Previous');
    await expect(previous).toContainText(/Expires .+\(in \d+ min\)/);
    expect(await partnerWebhook(request, partner.id, first)).toBe(200);
    expect(await partnerWebhook(request, partner.id, second)).toBe(200);

    // Revoked after a confirmation, the previous secret stops working at once.
    await previous.getByRole('button', { name: `Revoke ${previewOf(first)} of ${PARTNER}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke secret' });
    await expect(confirm).toContainText(`Revoke ${previewOf(first)} of ${PARTNER}?`);
    await expectNoSeriousA11yViolations(page, 'webhook config, revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await admin.expectToast('Success', M.revoked);
    await expect(confirm).toBeHidden();
    await expect(secrets.getByRole('listitem')).toHaveCount(1);
    await expect(secrets.getByRole('listitem')).toContainText(previewOf(second));
    expect(await partnerWebhook(request, partner.id, first)).toBe(401);
    expect(await partnerWebhook(request, partner.id, second)).toBe(200);
  } finally {
    const { secrets } = await apiGet<PartnerSecretListResponse>(page.request, '/api/admin/webhook-secrets');
    for (const secret of secrets.filter((item) => item.partnerId === partner.id && item.active))
      await apiDelete(page.request, `/api/admin/webhook-secrets/${secret.id}`);
    await apiDelete(page.request, `/api/admin/category-configs/${partner.id}`);
  }
});

/**
 * Rotate secret on the partner's row: the grace period when it has a secret already (`null`: it has
 * none, so no field), then the new value, copied; returns it.
 */
async function rotate(admin: AdminDashboard, row: Locator, graceHours: string | null): Promise<string> {
  await row.getByRole('button', { name: `Rotate secret for ${PARTNER}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Rotate secret for ${PARTNER}` });
  const grace = dialog.getByLabel('Grace period (hours)');
  if (graceHours === null) {
    await expect(grace).toHaveCount(0);
  } else {
    await expect(grace).toHaveValue('24');
    await grace.fill('169');
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(M.graceRange);
    await expect(grace).toBeFocused();
    await grace.fill(graceHours);
  }
  await dialog.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(dialog.getByRole('status')).toHaveText(M.rotated);
  const value = dialog.getByText(SECRET_VALUE);
  await expect(value).toBeVisible();
  const secret = await value.innerText();
  await expectNoSeriousA11yViolations(admin.page, 'webhook config, new secret shown once');
  await dialog.getByRole('button', { name: 'Copy new secret' }).click();
  await admin.expectToast(WEBHOOK_CONFIG_TEXTS.copied);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}
