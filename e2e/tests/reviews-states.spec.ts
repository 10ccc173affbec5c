import { expect, test, type Page, type Route } from '@playwright/test';
import { REVIEW_MESSAGES, REVIEW_PAGE_SIZE, type Review, type ReviewStats } from '@marketplace/contracts';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { ReviewsPage } from '../page-objects/reviews-page';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

// The screen's own states, with the catalog's review calls answered by the test: paging by offset,
// failures and the form's refusal. The real calls are in reviews.spec.ts.
const VENDOR_ID = 900_001;
const TOTAL = REVIEW_PAGE_SIZE.default + 5;

function review(index: number): Review {
  return {
    id: index + 1,
    vendorId: VENDOR_ID,
    userName: `Resident ${index + 1}`,
    userInitials: 'RR',
    rating: (index % 5) + 1,
    review: `Review number ${index + 1}`,
    categories: index % 2 === 0 ? ['quality', 'value'] : [],
    isQuickFeedback: false,
    isHelpful: index,
    markedHelpful: false,
    createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  };
}

const STATS: ReviewStats = {
  averageRating: 3,
  totalReviews: TOTAL,
  ratingDistribution: { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5 },
};

async function answerReviews(
  page: Page,
  failing: { list?: boolean; stats?: boolean; submit?: boolean } = {},
) {
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**/api/vendors/${VENDOR_ID}/reviews?*`, (route) => {
    if (failing.list) return json(route, { message: 'boom' }, 500);
    const query = new URL(route.request().url()).searchParams;
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset') ?? 0);
    const all = Array.from({ length: TOTAL }, (_, index) => review(index));
    return json(route, all.slice(offset, offset + limit));
  });
  await page.route(`**/api/vendors/${VENDOR_ID}/review-stats`, (route) =>
    failing.stats ? json(route, { message: 'boom' }, 500) : json(route, STATS),
  );
  await page.route(`**/api/vendors/${VENDOR_ID}/review-eligibility`, (route) =>
    json(route, { canReview: true, orderId: 42 }),
  );
  await page.route('**/api/reviews', (route) =>
    failing.submit ? json(route, { message: 'boom' }, 500) : json(route, review(TOTAL), 201),
  );
}

test('the reviews screen pages by offset with Load More until a short page', async ({ page }) => {
  await signInAsNewResident(page);
  await answerReviews(page);
  const reviews = new ReviewsPage(page);
  await reviews.open(VENDOR_ID, 'Test Kitchen');
  await expect(reviews.reviewCount).toHaveText(`${TOTAL} reviews`);
  await expect(reviews.cards).toHaveCount(REVIEW_PAGE_SIZE.default);
  const firstPage = page.waitForRequest((request) =>
    request.url().includes(`offset=${REVIEW_PAGE_SIZE.default}`),
  );
  await page.getByRole('button', { name: 'Load More' }).click();
  await firstPage;
  await expect(reviews.cards).toHaveCount(TOTAL);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();
  await expect(reviews.card('Review number 25').getByText('Value for Money')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reviews');
});

test('the reviews screen says when reviews or stats fail to load', async ({ page }) => {
  await signInAsNewResident(page);
  await answerReviews(page, { list: true, stats: true });
  await page.goto(`/customer/reviews?vendorId=${VENDOR_ID}&vendorName=Test%20Kitchen&from=vendor-details`);
  await expect(page.getByText(REVIEW_MESSAGES.fetchReviewsFailed)).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.fetchStatsFailed)).toBeVisible();
});

test('the review form asks for a rating and says when submitting fails', async ({ page }) => {
  await signInAsNewResident(page);
  await answerReviews(page, { submit: true });
  const reviews = new ReviewsPage(page);
  await reviews.open(VENDOR_ID, 'Test Kitchen');
  await reviews.startWriting();
  await expectNoSeriousA11yViolations(page, 'review form');
  await reviews.submit();
  await expect(reviews.dialog.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
  await reviews.rate(5);
  await expect(reviews.dialog.getByText('Excellent', { exact: true })).toBeVisible();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/reviews'));
  await reviews.submit();
  expect((await sent).postDataJSON()).toEqual({
    vendorId: VENDOR_ID,
    orderId: 42,
    rating: 5,
    categories: [],
  });
  await expect(reviews.dialog.getByText(REVIEW_MESSAGES.submitFailed)).toBeVisible();
  await expect(reviews.dialog).toBeVisible();
});
