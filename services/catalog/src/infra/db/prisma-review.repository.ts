import { ReviewCategorySchema, type ReviewSort } from '@marketplace/contracts';
import { ReviewRefusedError } from '../../domain/errors';
import type {
  HelpfulVoteResult,
  NewReview,
  ReviewListOptions,
  ReviewRecord,
  ReviewStatsRecord,
} from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';
import type { CatalogPrisma } from './catalog-database';
import { Prisma } from './generated/client';
import { CATALOG_SCHEMA } from './schema';

/** Each sort as SQL, matching the reviews' indexes (migration 20261125030000_catalog_read_indexes). */
const ORDER_BY: Readonly<Record<ReviewSort, string>> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating ASC, created_at DESC, id DESC',
  helpful: 'helpful_count DESC, created_at DESC, id DESC',
};

/** The same order over the page's aliases, for the outer query (a join keeps no order by itself). */
const PAGE_ORDER_BY: Readonly<Record<ReviewSort, string>> = {
  newest: 'page."createdAt" DESC, page.id DESC',
  oldest: 'page."createdAt" ASC, page.id ASC',
  highest: 'page.rating DESC, page."createdAt" DESC, page.id DESC',
  lowest: 'page.rating ASC, page."createdAt" DESC, page.id DESC',
  helpful: 'page."helpfulCount" DESC, page."createdAt" DESC, page.id DESC',
};

const REVIEW_COLUMNS = `id, vendor_id AS "vendorId", user_id AS "userId", order_id AS "orderId",
  user_name AS "userName", user_initials AS "userInitials", rating, review, categories,
  is_quick_feedback AS "isQuickFeedback", helpful_count AS "helpfulCount", created_at AS "createdAt"`;

/**
 * One page of a vendor's reviews and whether the vendor exists, in one statement (issue 10): the
 * vendor row drives a LATERAL read of the page, so an unknown vendor is no row at all and a vendor
 * without reviews (on this page) one row of nulls. The viewer's helpful marks come with each row.
 * One text per sort and filter, so each prepared statement keeps a plan that uses its index.
 */
const reviewPageSql = (sortBy: ReviewSort, filtered: boolean) => {
  const vendors = `"${CATALOG_SCHEMA}"."vendors"`;
  const reviews = `"${CATALOG_SCHEMA}"."reviews"`;
  const votes = `"${CATALOG_SCHEMA}"."review_helpful_votes"`;
  return `SELECT page.*,
  EXISTS (SELECT 1 FROM ${votes} AS vote WHERE vote.review_id = page.id AND vote.user_id = $2::int) AS "markedHelpful"
FROM ${vendors} AS vendor
LEFT JOIN LATERAL (
  SELECT ${REVIEW_COLUMNS} FROM ${reviews}
  WHERE vendor_id = vendor.id${filtered ? ' AND rating = $5::int' : ''}
  ORDER BY ${ORDER_BY[sortBy]} LIMIT $3::int OFFSET $4::int
) AS page ON true
WHERE vendor.id = $1::int AND vendor.status = 'active'
ORDER BY ${PAGE_ORDER_BY[sortBy]}`;
};
const REVIEW_PAGE_SQL = new Map(
  (Object.keys(ORDER_BY) as ReviewSort[]).flatMap((sortBy) =>
    [false, true].map((filtered) => [`${sortBy}/${filtered}`, reviewPageSql(sortBy, filtered)] as const),
  ),
);

type ReviewRow = Omit<ReviewRecord, 'categories'> & { categories: string[] };
/** A LATERAL page row: all nulls when the vendor exists but the page is empty. */
type ReviewPageRow = { [K in keyof ReviewRow]: ReviewRow[K] | null };

const round1 = (value: number) => Math.round(value * 10) / 10;

export class PrismaReviewRepository implements ReviewRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(vendorId: number, options: ReviewListOptions): Promise<ReviewRecord[] | null> {
    const filtered = options.filterRating !== undefined;
    const rows = await this.prisma.$queryRawUnsafe<ReviewPageRow[]>(
      REVIEW_PAGE_SQL.get(`${options.sortBy}/${filtered}`)!,
      vendorId,
      options.viewerId,
      options.limit,
      options.offset,
      ...(filtered ? [options.filterRating] : []),
    );
    if (rows.length === 0) return null;
    return rows.flatMap((row) => (row.id === null ? [] : [toReviewRecord(row as ReviewRow)]));
  }

  async stats(vendorId: number): Promise<ReviewStatsRecord | null> {
    // A suspended store's reviews are hidden with it (issue 25), as if it had gone.
    const counts = await this.prisma.vendor.findFirst({
      where: { id: vendorId, status: 'active' },
      select: RATING_COUNTS,
    });
    return counts && statsOf(distributionOf(counts));
  }

  async reviewedOrderIds(orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.prisma.review.findMany({
      where: { orderId: { in: [...orderIds] } },
      select: { orderId: true },
    });
    return new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])));
  }

  async create(review: NewReview): Promise<ReviewRecord> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        // Lock the vendor first, so concurrent reviews of one vendor count each other; its
        // counters are read under the lock and written back with the review (decision 64).
        const [counts] = await tx.$queryRawUnsafe<Record<keyof typeof RATING_COUNTS, number>[]>(
          `SELECT rating_1_count AS "rating1Count", rating_2_count AS "rating2Count",
                  rating_3_count AS "rating3Count", rating_4_count AS "rating4Count",
                  rating_5_count AS "rating5Count"
             FROM "${CATALOG_SCHEMA}"."vendors" WHERE id = $1 FOR UPDATE`,
          review.vendorId,
        );
        const row = await tx.review.create({ data: review });
        const distribution = distributionOf(counts ?? ZERO_COUNTS);
        distribution[review.rating as Rating] += 1;
        const stats = statsOf(distribution);
        await tx.vendor.update({
          where: { id: review.vendorId },
          data: {
            [RATING_COUNT_OF[review.rating as Rating]]: { increment: 1 },
            rating: stats.averageRating,
            totalReviews: stats.totalReviews,
          },
        });
        return toReviewRecord(row, false);
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new ReviewRefusedError('alreadyReviewed');
      throw error;
    }
  }

  markHelpful(reviewId: number, userId: number): Promise<HelpfulVoteResult | null> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.review.findUnique({ where: { id: reviewId }, select: { id: true } }))) return null;
      const inserted = await tx.reviewHelpfulVote.createMany({
        data: [{ reviewId, userId }],
        skipDuplicates: true,
      });
      const { helpfulCount } = await tx.review.update({
        where: { id: reviewId },
        data: { helpfulCount: { increment: inserted.count } },
        select: { helpfulCount: true },
      });
      return { reviewId, helpfulCount, markedHelpful: true };
    });
  }

  unmarkHelpful(reviewId: number, userId: number): Promise<HelpfulVoteResult | null> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.review.findUnique({ where: { id: reviewId }, select: { id: true } }))) return null;
      const deleted = await tx.reviewHelpfulVote.deleteMany({ where: { reviewId, userId } });
      const { helpfulCount } = await tx.review.update({
        where: { id: reviewId },
        data: { helpfulCount: { decrement: deleted.count } },
        select: { helpfulCount: true },
      });
      return { reviewId, helpfulCount, markedHelpful: false };
    });
  }
}

type Rating = 1 | 2 | 3 | 4 | 5;

const RATING_COUNT_OF = {
  1: 'rating1Count',
  2: 'rating2Count',
  3: 'rating3Count',
  4: 'rating4Count',
  5: 'rating5Count',
} as const satisfies Record<Rating, keyof Prisma.VendorSelect>;

const RATING_COUNTS = {
  rating1Count: true,
  rating2Count: true,
  rating3Count: true,
  rating4Count: true,
  rating5Count: true,
} as const satisfies Prisma.VendorSelect;

const ZERO_COUNTS = { rating1Count: 0, rating2Count: 0, rating3Count: 0, rating4Count: 0, rating5Count: 0 };

function distributionOf(counts: Record<keyof typeof RATING_COUNTS, number>): Record<Rating, number> {
  return {
    1: Number(counts.rating1Count),
    2: Number(counts.rating2Count),
    3: Number(counts.rating3Count),
    4: Number(counts.rating4Count),
    5: Number(counts.rating5Count),
  };
}

/** Average (one decimal, 0 without reviews), count and distribution, from the per-rating counts. */
function statsOf(ratingDistribution: Record<Rating, number>): ReviewStatsRecord {
  let total = 0;
  let sum = 0;
  for (const rating of [1, 2, 3, 4, 5] as const) {
    total += ratingDistribution[rating];
    sum += rating * ratingDistribution[rating];
  }
  return { averageRating: total === 0 ? 0 : round1(sum / total), totalReviews: total, ratingDistribution };
}

function toReviewRecord(
  row: Omit<ReviewRecord, 'categories' | 'markedHelpful'> & { categories: string[]; markedHelpful?: boolean },
  markedHelpful = row.markedHelpful ?? false,
): ReviewRecord {
  return {
    id: row.id,
    vendorId: row.vendorId,
    userId: row.userId,
    orderId: row.orderId,
    userName: row.userName,
    userInitials: row.userInitials,
    rating: row.rating,
    review: row.review,
    categories: row.categories.map((category) => ReviewCategorySchema.parse(category)),
    isQuickFeedback: row.isQuickFeedback,
    helpfulCount: row.helpfulCount,
    markedHelpful,
    createdAt: row.createdAt,
  };
}
