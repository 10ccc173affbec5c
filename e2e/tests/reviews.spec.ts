import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { RATING_LABELS, REVIEW_CATEGORY_LABELS, REVIEW_MESSAGES } from '@marketplace/contracts';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { ReviewsPage } from '../page-objects/reviews-page';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet, apiPost } from '../support/api';
import { placePartnerOrder, type PlacedOrder } from '../support/partner-order';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

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
interface Eligibility {
  canReview: boolean;
  orderId: number | null;
}

/** The vendor placePartnerOrder orders from: the first open partner vendor of Food & Restaurants. */
async function partnerVendor(request: APIRequestContext): Promise<Vendor> {
  const categories = await apiGet<Category[]>(request, '/api/categories');
  const food = categories.find((category) => category.name === 'Food & Restaurants')!;
  const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${food.id}`);
  return vendors.find((vendor) => vendor.isExternalSource && vendor.isOpen)!;
}

/** Orders from the partner vendor and waits until the simulator delivers it. */
async function orderAndReceive(request: APIRequestContext, phone: string): Promise<PlacedOrder> {
  const order = await placePartnerOrder(request, phone);
  await expect
    .poll(async () => (await apiGet<PlacedOrder>(request, `/api/orders/${order.id}`)).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe('delivered');
  return order;
}

/** Another resident, in a browser context of its own, orders from the vendor and reviews it through the API. */
async function reviewAsAnotherResident(
  browser: Browser,
  vendorId: number,
  rating: number,
  review: string,
): Promise<void> {
  const context = await browser.newContext();
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
    await orderAndReceive(context.request, resident.phone);
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
  const vendor = await partnerVendor(page.request);
  await reviewAsAnotherResident(browser, vendor.id, 5, praise);
  await reviewAsAnotherResident(browser, vendor.id, 1, complaint);

  const reviews = new ReviewsPage(page);
  await reviews.open(vendor.id, vendor.name);
  await expect(reviews.card(praise)).toBeVisible();
  await expect(reviews.card(complaint)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rating distribution' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reviews');

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
  const vendor = await partnerVendor(page.request);
  await orderAndReceive(page.request, resident.phone);

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
