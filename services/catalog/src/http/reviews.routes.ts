import { Router, type Request } from 'express';
import {
  CreateReviewSchema,
  PAGE_LIMIT_HEADER,
  QuickReviewSchema,
  ReviewListQuerySchema,
} from '@marketplace/contracts';
import { parsePathId, requireUser } from '@marketplace/service-kit';
import { createReview, type CreateReviewDeps } from '../app/commands/create-review';
import { markReviewHelpful } from '../app/commands/mark-review-helpful';
import { unmarkReviewHelpful } from '../app/commands/unmark-review-helpful';
import { getReviewEligibility } from '../app/queries/get-review-eligibility';
import { getReviewStats } from '../app/queries/get-review-stats';
import { listVendorReviews } from '../app/queries/list-vendor-reviews';
import {
  toHelpfulVoteResponse,
  toReviewEligibilityResponse,
  toReviewResponse,
  toReviewStatsResponse,
} from './reviews.presenters';
import { markNoOrderContextChanged } from './catalog-changes';

const vendorIdOf = (req: Request<{ vendorId: string }>) =>
  parsePathId(req.params.vendorId, 'Invalid vendor id');
const reviewIdOf = (req: Request<{ reviewId: string }>) =>
  parsePathId(req.params.reviewId, 'Invalid review id');

/** Vendor reviews (customer spec 3, 7 and 9): reading is public, writing and voting need a session. */
export function reviewsRoutes(deps: CreateReviewDeps): Router {
  const router = Router();

  router.get('/api/vendors/:vendorId/reviews', async (req, res) => {
    const vendorId = vendorIdOf(req);
    const query = ReviewListQuerySchema.parse(req.query);
    const reviews = await listVendorReviews(deps, {
      vendorId,
      ...query,
      viewerId: req.identity?.user?.id ?? null,
    });
    res.set(PAGE_LIMIT_HEADER, String(query.limit)).json(reviews.map(toReviewResponse));
  });

  router.get('/api/vendors/:vendorId/review-stats', async (req, res) => {
    res.json(toReviewStatsResponse(await getReviewStats(deps, vendorIdOf(req))));
  });

  router.get('/api/vendors/:vendorId/review-eligibility', async (req, res) => {
    const user = requireUser(req);
    const vendorId = vendorIdOf(req);
    res.json(toReviewEligibilityResponse(await getReviewEligibility(deps, { userId: user.id, vendorId })));
  });

  // Before /api/reviews/:reviewId paths; "quick" is no review id anyway (POST only).
  router.post('/api/reviews/quick', async (req, res) => {
    markNoOrderContextChanged(res);
    const user = requireUser(req);
    const body = QuickReviewSchema.parse(req.body ?? {});
    const review = await createReview(deps, {
      userId: user.id,
      vendorId: body.vendorId,
      orderId: body.orderId,
      rating: body.rating,
      review: null,
      categories: [],
      isQuickFeedback: true,
    });
    res.status(201).json(toReviewResponse(review));
  });

  router.post('/api/reviews', async (req, res) => {
    markNoOrderContextChanged(res);
    const user = requireUser(req);
    const body = CreateReviewSchema.parse(req.body ?? {});
    const review = await createReview(deps, {
      userId: user.id,
      vendorId: body.vendorId,
      orderId: body.orderId ?? null,
      rating: body.rating,
      review: body.review ?? null,
      categories: [...new Set(body.categories)],
      isQuickFeedback: false,
    });
    res.status(201).json(toReviewResponse(review));
  });

  router.post('/api/reviews/:reviewId/helpful', async (req, res) => {
    markNoOrderContextChanged(res);
    const user = requireUser(req);
    const vote = await markReviewHelpful(deps, { reviewId: reviewIdOf(req), userId: user.id });
    res.json(toHelpfulVoteResponse(vote));
  });

  router.delete('/api/reviews/:reviewId/helpful', async (req, res) => {
    markNoOrderContextChanged(res);
    const user = requireUser(req);
    const vote = await unmarkReviewHelpful(deps, { reviewId: reviewIdOf(req), userId: user.id });
    res.json(toHelpfulVoteResponse(vote));
  });

  return router;
}
