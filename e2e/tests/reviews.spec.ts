import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  PAGE_LIMIT_HEADER,
  RATING_LABELS,
  REVIEW_CATEGORY_LABELS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  VENDOR_PAGE_REVIEW_COUNT,
  computeBill,
  rupeesToPaise,
  type BillingConfig,
  type Category,
  type Vendor,
  type MenuItem,
} from '@marketplace/contracts';
import { VendorPage } from '../page-objects/discovery-pages';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { ReviewsPage } from '../page-objects/reviews-page';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet, apiPost } from '../support/api';
import { withDatabase } from '../support/database';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

interface Eligibility {
  canReview: boolean;
  orderId: number | null;
}

/**
 * The vendor under review: the first open local vendor of Food & Restaurants, so the test does
 * not wait for the partner catalog's sync. Reviews need a delivered order of the vendor (issue 27).
 */
async function reviewedVendor(request: APIRequestContext): Promise<{ vendor: Vendor; categoryId: number }> {
  const categories = await apiGet<Category[]>(request, '/api/categories');
  const food = categories.find((category) => category.name === 'Food & Restaurants')!;
  const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${food.id}`);
  const vendor = vendors.find((candidate) => !candidate.isExternalSource && candidate.isOpen);
  expect(vendor, 'the demo data has an open local food vendor').toBeDefined();
  return { vendor: vendor!, categoryId: food.id };
}

/**
 * A cash-on-delivery order of one item of the vendor, placed through the API and then delivered.
 * The delivery is written to the database: the vendor's steps to the door are vendor-round-trip's
 * subject, not this file's.
 */
async function orderFrom(request: APIRequestContext, vendor: Vendor, categoryId: number, phone: string) {
  const menu = await apiGet<MenuItem[]>(request, `/api/vendors/${vendor.id}/menu`);
  const item = menu.find((candidate) => candidate.isAvailable)!;
  const billing = await apiGet<BillingConfig>(request, `/api/categories/${categoryId}/billing`);
  const bill = computeBill([{ pricePaise: rupeesToPaise(item.price), quantity: 1 }], billing);
  const order = await apiPost<{ id: number }>(request, '/api/orders', {
    restaurantId: vendor.id,
    restaurantName: vendor.name,
    items: [{ itemId: item.id, externalMenuId: null, name: item.name, quantity: 1, price: item.price }],
    totalAmount: bill.total / 100,
    deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru',
    phoneNumber: phone,
    paymentMethod: 'cod',
    specialInstructions: '',
  });
  await withDatabase((client) =>
    client.query(
      "UPDATE orders.orders SET status = 'delivered', delivered_at = now(), payment_status = 'completed' WHERE id = $1",
      [order.id],
    ),
  );
}

/** Another resident, in a browser context of its own, orders from the vendor and reviews it through the API. */
async function reviewAsAnotherResident(
  browser: Browser,
  target: { vendor: Vendor; categoryId: number },
  rating: number,
  review: string,
): Promise<void> {
  const vendorId = target.vendor.id;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const resident = {
      firstName: 'Kiran',
      lastName: 'Shah',
      email: `kiran.${digits}@example.in`,
      phone: `8${digits}`,
      password: 'secret123',
    };
    await signUpAndSignIn(context.request, resident);
    await completeOnboarding(context.request, 1);
    await orderFrom(context.request, target.vendor, target.categoryId, resident.phone);
    const eligibility = await apiGet<Eligibility>(
      context.request,
      `/api/vendors/${vendorId}/review-eligibility`,
    );
    expect(eligibility.canReview).toBe(true);
    await apiPost(context.request, '/api/reviews', {
      vendorId,
      orderId: eligibility.orderId ?? undefined,
      rating,
      review,
      categories: ['quality'],
    });
  } finally {
    await context.close();
  }
}

test('the reviews screen sorts, filters and counts helpful votes once per resident', async ({
  page,
  browser,
}) => {
  const token = Date.now().toString(36);
  const praise = `Superb masala dosa ${token}`;
  const complaint = `Cold food, late delivery ${token}`;
  await signInAsNewResident(page);
  await completeOnboarding(page.request, 1);
  const target = await reviewedVendor(page.request);
  const { vendor } = target;
  await reviewAsAnotherResident(browser, target, 5, praise);
  await reviewAsAnotherResident(browser, target, 1, complaint);

  const reviews = new ReviewsPage(page);
  await reviews.open(vendor.id, vendor.name);
  await expect(reviews.card(praise)).toBeVisible();
  await expect(reviews.card(complaint)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rating distribution' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reviews');

  // A client in the resident's browser asking for more than a page gets a full page, told its size
  // (issue 27: ?limit=100 was a 400).
  const asked = await page.evaluate(
    async ([vendorId, header]) => {
      const response = await fetch(`/api/vendors/${vendorId}/reviews?limit=100`);
      return {
        status: response.status,
        limit: response.headers.get(header),
        body: (await response.json()) as unknown[],
      };
    },
    [vendor.id, PAGE_LIMIT_HEADER] as const,
  );
  expect(asked.status).toBe(200);
  expect(asked.limit).toBe(String(REVIEW_PAGE_SIZE.max));
  expect(asked.body.length).toBeGreaterThanOrEqual(2);
  expect(asked.body.length).toBeLessThanOrEqual(REVIEW_PAGE_SIZE.max);

  await reviews.sortBy('Highest Rated');
  await expect(reviews.firstCardStars()).toHaveAccessibleName('5 out of 5 stars');
  await reviews.sortBy('Lowest Rated');
  await expect(reviews.firstCardStars()).toHaveAccessibleName('1 out of 5 stars');

  await reviews.filterBy('1 Star');
  await expect(reviews.card(complaint)).toBeVisible();
  await expect(reviews.card(praise)).toHaveCount(0);
  for (const stars of await reviews.cards.getByRole('img', { name: /out of 5 stars/ }).all()) {
    await expect(stars).toHaveAccessibleName('1 out of 5 stars');
  }
  await reviews.filterBy('5 Stars');
  await expect(reviews.card(praise)).toBeVisible();
  await expect(reviews.card(complaint)).toHaveCount(0);
  await reviews.filterBy('All Ratings');

  // One vote per resident: the button toggles the resident's own vote on and off.
  const helpful = reviews.helpfulButton(praise);
  await expect(helpful).toHaveText('Helpful (0)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveText('Helpful (1)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(reviews.helpfulButton(praise)).toHaveText('Helpful (1)');
  await reviews.helpfulButton(praise).click();
  await expect(reviews.helpfulButton(praise)).toHaveText('Helpful (0)');
  await expect(reviews.helpfulButton(praise)).toHaveAttribute('aria-pressed', 'false');
});

test('a resident who ordered from a vendor writes a review and sees it in the stats', async ({ page }) => {
  const resident = await signInAsNewResident(page);
  await completeOnboarding(page.request, 1);
  const { vendor, categoryId } = await reviewedVendor(page.request);
  await orderFrom(page.request, vendor, categoryId, resident.phone);

  const reviews = new ReviewsPage(page);
  await reviews.open(vendor.id, vendor.name);
  const before = await reviews.totalReviews();

  await reviews.startWriting();
  await expectNoSeriousA11yViolations(page, 'review form');
  await reviews.submit();
  await expect(reviews.dialog.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();

  const text = `Hot, fresh and well packed ${Date.now().toString(36)}`;
  await reviews.rate(4);
  await expect(reviews.dialog.getByText(RATING_LABELS[4], { exact: true })).toBeVisible();
  await reviews.writeText(text);
  await expect(reviews.dialog.getByText(`${text.length}/500`)).toBeVisible();
  await reviews.toggleCategory(REVIEW_CATEGORY_LABELS.packaging);
  await reviews.toggleCategory(REVIEW_CATEGORY_LABELS.value);
  await reviews.submit();
  await expect(reviews.dialog).toBeHidden();

  await expect(reviews.reviewCount).toHaveText(`${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`);
  const card = reviews.card(text);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.getByText(REVIEW_CATEGORY_LABELS.value)).toBeVisible();
  await expect(card.getByText(REVIEW_CATEGORY_LABELS.packaging)).toBeVisible();
  // The one order is reviewed: there is nothing left to review.
  await expect(reviews.writeButton).toBeHidden();

  // Opened from the vendor page, back goes to it.
  await reviews.back();
  await expect(page).toHaveURL(new RegExp(`/customer/vendor/${vendor.id}$`));
});

test('the vendor page’s Reviews tab shows the latest reviews, opens the form and links to all reviews', async ({
  page,
}) => {
  const resident = await signInAsNewResident(page);
  await completeOnboarding(page.request, 1);
  const { vendor, categoryId } = await reviewedVendor(page.request);
  await orderFrom(page.request, vendor, categoryId, resident.phone);

  const vendorPage = new VendorPage(page);
  await vendorPage.open(vendor.id);
  await vendorPage.tab('Reviews').click();
  const summary = vendorPage.panel;
  await expect(summary.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Latest reviews' }).locator(':scope > li')).toHaveCount(
    VENDOR_PAGE_REVIEW_COUNT,
  );

  await expectNoSeriousA11yViolations(page, 'vendor reviews tab');

  const reviews = new ReviewsPage(page);
  await reviews.startWriting();
  await expectNoSeriousA11yViolations(page, 'review form on the vendor page');
  const text = `Quick and friendly ${Date.now().toString(36)}`;
  await reviews.rate(5);
  await reviews.writeText(text);
  await reviews.toggleCategory(REVIEW_CATEGORY_LABELS.service);
  await reviews.submit();
  await expect(reviews.dialog).toBeHidden();
  // The newest review leads the summary, and the resident has no other order to review.
  await expect(
    summary.getByRole('list', { name: 'Latest reviews' }).locator(':scope > li').first(),
  ).toContainText(text);
  await expect(reviews.writeButton).toBeHidden();

  await summary.getByRole('link', { name: 'View All Reviews' }).click();
  await expect(page).toHaveURL(/\/customer\/reviews\?vendorId=\d+&vendorName=.+&from=vendor-details$/);
  await expect(reviews.card(text)).toBeVisible();
  await reviews.back();
  await expect(page).toHaveURL(new RegExp(`/customer/vendor/${vendor.id}$`));
});
