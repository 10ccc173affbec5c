import { REVIEW_MESSAGES } from '@marketplace/contracts';

/** A thing the caller named does not exist; the HTTP layer answers 404 with this message. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export type ReviewRefusal =
  'notYourOrder' | 'cancelledOrder' | 'orderNotDelivered' | 'alreadyReviewed' | 'noOrderFromVendor';

/** A review the rules do not allow (domain/review.ts); the HTTP layer picks the status. */
export class ReviewRefusedError extends Error {
  constructor(readonly reason: ReviewRefusal) {
    super(REVIEW_MESSAGES[reason]);
    this.name = 'ReviewRefusedError';
  }
}
