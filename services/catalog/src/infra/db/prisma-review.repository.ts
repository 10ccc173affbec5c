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
import { Prisma, type Review as ReviewRow } from './generated/client';
import { CATALOG_SCHEMA } from './schema';

const ORDER_BY: Readonly<Record<ReviewSort, Prisma.ReviewOrderByWithRelationInput[]>> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  highest: [{ rating: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  lowest: [{ rating: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
  helpful: [{ helpfulCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
};

const round1 = (value: number) => Math.round(value * 10) / 10;

export class PrismaReviewRepository implements ReviewRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(vendorId: number, options: ReviewListOptions): Promise<ReviewRecord[]> {
    const rows = await this.prisma.review.findMany({
      where: { vendorId, ...(options.filterRating !== undefined && { rating: options.filterRating }) },
      orderBy: ORDER_BY[options.sortBy],
      take: options.limit,
      skip: options.offset,
    });
    const marked =
      options.viewerId === null || rows.length === 0
        ? new Set<number>()
        : new Set(
            (
              await this.prisma.reviewHelpfulVote.findMany({
                where: { userId: options.viewerId, reviewId: { in: rows.map((row) => row.id) } },
                select: { reviewId: true },
              })
            ).map((vote) => vote.reviewId),
          );
    return rows.map((row) => toReviewRecord(row, marked.has(row.id)));
  }

  async stats(vendorId: number): Promise<ReviewStatsRecord> {
    const groups = await this.prisma.review.groupBy({
      by: ['rating'],
      where: { vendorId },
      _count: { _all: true },
    });
    const ratingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let total = 0;
    let sum = 0;
    for (const group of groups) {
      ratingDistribution[group.rating as 1 | 2 | 3 | 4 | 5] = group._count._all;
      total += group._count._all;
      sum += group.rating * group._count._all;
    }
    return { averageRating: total === 0 ? 0 : round1(sum / total), totalReviews: total, ratingDistribution };
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
        // Lock the vendor first, so concurrent reviews of one vendor count each other.
        await tx.$queryRawUnsafe(
          `SELECT id FROM "${CATALOG_SCHEMA}"."vendors" WHERE id = $1 FOR UPDATE`,
          review.vendorId,
        );
        const row = await tx.review.create({ data: review });
        const { _avg, _count } = await tx.review.aggregate({
          where: { vendorId: review.vendorId },
          _avg: { rating: true },
          _count: { _all: true },
        });
        await tx.vendor.update({
          where: { id: review.vendorId },
          data: { rating: round1(_avg.rating ?? 0), totalReviews: _count._all },
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

function toReviewRecord(row: ReviewRow, markedHelpful: boolean): ReviewRecord {
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
