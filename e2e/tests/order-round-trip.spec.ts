import { expect, test } from '@playwright/test';
import { LoginPage, RegisterPage } from '../page-objects/auth-pages';
import { HomePage } from '../page-objects/home-page';
import { apiGet } from '../support/api';
import { placePartnerOrder, type PlacedOrder } from '../support/partner-order';
import { reactRendererCount, trackReactRenderers } from '../support/react-instances';
import { completeOnboarding } from '../support/resident-session';
import { expectToastInDesignStyle } from '../support/toast-style';

interface Notification {
  title: string;
  message: string;
  orderId: number | null;
}

test('a resident registers, logs in, orders from a partner restaurant and sees it delivered', async ({
  page,
}) => {
  await trackReactRenderers(page);
  const unique = Date.now().toString().slice(-8);
  const resident = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `asha.${unique}@example.in`,
    phone: `98${unique}`,
    password: 'secret123',
  };

  const register = new RegisterPage(page);
  await register.open();
  await register.register(resident);
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.login(resident.email, resident.password);
  await login.expectToast('Welcome back!');
  await expectToastInDesignStyle(page, 'Welcome back!');
  // A new resident has not finished onboarding yet.
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  // Onboarding has its own walkthrough test; here it is done through the API to reach home.
  await completeOnboarding(page.request, 1);
  const home = new HomePage(page);
  await home.open();
  await home.expectCategory('Food & Restaurants');

  // Order through the API with the browser's own session, from a vendor the partner simulator serves.
  const request = page.request;
  const order = await placePartnerOrder(request, resident.phone);
  expect(order.status).toBe('pending');
  expect(order.totalAmount).toBeGreaterThan(0);

  // The partner accepts, prepares and delivers, pushing signed webhooks back through the gateway.
  await expect
    .poll(async () => (await apiGet<PlacedOrder>(request, `/api/orders/${order.id}`)).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe('delivered');
  const { notifications } = await apiGet<{ notifications: Notification[] }>(request, '/api/notifications');
  expect(
    notifications.filter((notification) => notification.orderId === order.id).length,
  ).toBeGreaterThanOrEqual(2);

  // The shell and two remotes in one page load share a single React: one renderer registers.
  await home.open();
  await expect(page.getByText('Explore with the assistant')).toBeVisible();
  await page.evaluate(() => window.history.pushState({}, '', '/admin'));
  await expect(page.getByText('Admin Dashboard Login')).toBeVisible();
  expect(await reactRendererCount(page)).toBe(1);
});
