import {
  CATEGORY_ADMIN_MESSAGES,
  COMMUNITY_ADMIN_MESSAGES,
  IMAGE_MESSAGES,
  REVIEW_MESSAGES,
  STORE_MESSAGES,
} from '@marketplace/contracts';

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

/** A community form whose city is not one of its state's (admin spec 5). */
export class CityNotInStateError extends Error {
  constructor(city: string, state: string) {
    super(COMMUNITY_ADMIN_MESSAGES.cityNotInState(city, state));
    this.name = 'CityNotInStateError';
  }
}

/** Residents or vendors still belong to the community: deleting it would orphan them. */
export class CommunityInUseError extends Error {
  constructor(
    readonly residents: number,
    readonly vendors: number,
  ) {
    super(COMMUNITY_ADMIN_MESSAGES.inUse(residents, vendors));
    this.name = 'CommunityInUseError';
  }
}

export const RESIDENT_COUNT_UNAVAILABLE_MESSAGE =
  'The community was not deleted: the account service could not say whether residents belong to it. Please try again later.';

/** The auth service could not say how many residents belong to a community, so nothing may be deleted. */
export class ResidentCountUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(RESIDENT_COUNT_UNAVAILABLE_MESSAGE, options);
    this.name = 'ResidentCountUnavailableError';
  }
}

/** Another category already has this name (ignoring case). */
export class CategoryNameTakenError extends Error {
  constructor(readonly categoryName: string) {
    super(CATEGORY_ADMIN_MESSAGES.categoryNameTaken(categoryName));
    this.name = 'CategoryNameTakenError';
  }
}

/** Vendors or raw category mappings still belong to the category: deleting it would orphan them. */
export class CategoryConfigInUseError extends Error {
  constructor(
    readonly vendors: number,
    readonly mappings: number,
  ) {
    super(CATEGORY_ADMIN_MESSAGES.categoryConfigInUse(vendors, mappings));
    this.name = 'CategoryConfigInUseError';
  }
}

/** A raw category mapped to a grouped category that does not exist (deleted since the form loaded). */
export class GroupedCategoryNotFoundError extends Error {
  constructor() {
    super(CATEGORY_ADMIN_MESSAGES.groupedCategoryNotFound);
    this.name = 'GroupedCategoryNotFoundError';
  }
}

/** More pictures in one batch than a call may ask for (IMAGE_BATCH_MAX_ITEMS): the HTTP layer answers 413. */
export class ImageBatchTooLargeError extends Error {
  constructor(readonly max: number) {
    super(IMAGE_MESSAGES.batchTooLarge(max));
    this.name = 'ImageBatchTooLargeError';
  }
}

/** A store to create names a category or a community the catalog does not have: the HTTP layer answers 422. */
export class StoreReferenceNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreReferenceNotFoundError';
  }
}

export type StoreChangeRefusal = 'ownerOnly' | 'suspended' | 'partnerMenu';

/** A member may not make this change to the store (issue 25): 403 for a role's limit, else 409. */
export class StoreChangeRefusedError extends Error {
  constructor(readonly reason: StoreChangeRefusal) {
    super(STORE_MESSAGES[reason]);
    this.name = 'StoreChangeRefusedError';
  }
}

/** The store's menu already has an item of that name (ignoring case): 409. */
export class DuplicateMenuItemError extends Error {
  constructor(name: string) {
    super(STORE_MESSAGES.duplicateItemName(name));
    this.name = 'DuplicateMenuItemError';
  }
}

/** The store's menu holds MENU_MAX_ITEMS already: 409. */
export class MenuFullError extends Error {
  constructor() {
    super(STORE_MESSAGES.tooManyItems);
    this.name = 'MenuFullError';
  }
}

/** A store photo that is no JPEG, PNG or WebP picture, or too large: 422. */
export class StorePhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorePhotoRefusedError';
  }
}
