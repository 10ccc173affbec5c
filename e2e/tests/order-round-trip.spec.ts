import { expect, test } from '@playwright/test';
import { computeBill, rupeesToPaise, type BillingConfig } from '@marketplace/contracts';
import { LoginPage, RegisterPage } from '../page-objects/auth-pages';
import { HomePage } from '../page-objects/home-page';
import { apiGet, apiPost } from '../support/api';
import { reactRendererCount, trackReactRenderers } from '../support/react-instances';

interface Category {
  id: number;
  name: string;
}
interface Vendor {
  id: number;
  name: string;
  isOpen: boolean;
  isExternalSource: boolean;
}
interface MenuItem {
  id: number;
  name: string;
  price: number;
  isAvailable: boolean;
  externalMenuId: string | null;
}
interface Order {
  id: number;
  status: string;
  totalAmount: number;
}
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
  // A new resident has not finished onboarding yet.
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  const home = new HomePage(page);
  await home.open();
  await home.expectCategory('Food & Restaurants');

  // Order through the API with the browser's own session, from a vendor the partner simulator serves.
  const request = page.request;
  const categories = await apiGet<Category[]>(request, '/api/categories');
  const food = categories.find((category) => category.name === 'Food & Restaurants')!;
  const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${food.id}`);
  const partnerVendor = vendors.find((vendor) => vendor.isExternalSource && vendor.isOpen);
  expect(partnerVendor, 'the partner simulator supplies external vendors').toBeDefined();
  const menu = await apiGet<MenuItem[]>(request, `/api/vendors/${partnerVendor!.id}/menu`);
  const items = menu
    .filter((item) => item.isAvailable)
    .slice(0, 2)
    .map((item) => ({ ...item, quantity: 2 }));
  const billing = await apiGet<BillingConfig>(request, `/api/categories/${food.id}/billing`);
  const bill = computeBill(
    items.map((item) => ({ pricePaise: rupeesToPaise(item.price), quantity: item.quantity })),
    billing,
  );

  const order = await apiPost<Order>(request, '/api/orders', {
    restaurantId: partnerVendor!.id,
    restaurantName: partnerVendor!.name,
    items: items.map((item) => ({
      itemId: item.id,
      externalMenuId: item.externalMenuId,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
    })),
    totalAmount: bill.total / 100,
    deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru',
    phoneNumber: resident.phone,
    paymentMethod: 'cod',
    specialInstructions: 'Ring the bell once',
  });
  expect(order.status).toBe('pending');
  expect(order.totalAmount).toBeCloseTo(bill.total / 100, 2);

  // The partner accepts, prepares and delivers, pushing signed webhooks back through the gateway.
  await expect
    .poll(async () => (await apiGet<Order>(request, `/api/orders/${order.id}`)).status, {
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
