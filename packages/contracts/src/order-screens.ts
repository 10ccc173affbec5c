/**
 * What the resident's order screens say (customer spec 2, 4, 8): order history, order details,
 * tracking, rating, the home card and the cancel button the FAQ's 5-minute promise needs. Zod-free,
 * so a screen that only shows texts does not pull a schema into its chunk.
 */

export const ORDER_HISTORY_TEXTS = {
  title: 'Order History',
  ordersFound: (count: number) => `${count} orders found`,
  emptyTitle: 'No Orders Yet',
  emptyText: 'Start exploring restaurants and place your first order!',
  browseRestaurants: 'Browse Restaurants',
  loadFailed: 'Unable to load your orders. Please try again.',
  retry: 'Retry',
  /** The history loads a page of orders at a time (GET /api/orders/user?before=). */
  loadMore: 'Load More',
  loadingMore: 'Loading more orders…',
  loadMoreFailed: 'Could not load more orders. Please try again.',
  trackOrder: 'Track Order',
  reorder: 'Reorder',
} as const;

/** Customer spec 3: 'cod' reads as Cash on Delivery, any other method as Paid Online. */
export const PAYMENT_METHOD_LABELS = { cod: 'Cash on Delivery', other: 'Paid Online' } as const;

export const ORDER_DETAILS_TEXTS = {
  title: 'Order Details',
  refreshStatus: 'Refresh Status',
  refreshing: 'Refreshing Status',
  refreshed: 'Status Updated',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailed: 'Could not update status. Please try again.',
  loadFailed: 'Failed to load order status',
  tryAgain: 'Try Again',
  lastUpdated: 'Last updated',
  estimatedDelivery: 'Estimated delivery',
  /** The mock payment's fake order (customer spec 2: not a real order), shown from the browser. */
  mockOrderTitle: 'Demo Order',
  mockStatusLabels: { paid: 'Paid' },
  paymentMethod: 'Payment method',
  paymentId: 'Payment ID',
  placedAt: 'Placed',
} as const;

export const ORDER_TRACKING_TEXTS = {
  title: 'Track Order',
  loadFailedTitle: 'Unable to Load Order',
  tryAgain: 'Try Again',
  viewAllOrders: 'View All Orders',
  rateAndReview: 'Rate and Review',
  progress: 'Order progress',
  quickProgress: 'Quick Progress',
  timeline: 'Delivery Timeline',
  items: 'Items',
  deliveryDetails: 'Delivery Details',
  cancelledTitle: 'Order Cancelled',
  cancelledText: 'This order was cancelled.',
  /** Issue 24: why a local vendor's order was cancelled (rejected, or not answered in time). */
  cancelReason: (reason: string) => `Reason: ${reason}`,
  /** Issue 24: the code the resident gives the vendor at the door. */
  handoffTitle: 'Handoff code',
  handoffHint: 'Share this code with the vendor when your order arrives.',
  live: 'Live updates on',
} as const;

export const ORDER_RATING_TEXTS = {
  title: 'Rate Your Order',
  legend: 'How was your order?',
  remarksLabel: 'Comments (optional)',
  remarksPlaceholder: 'Tell us about the food, packaging and delivery',
  submit: 'Submit Rating',
  submitting: 'Submitting...',
  thankYouTitle: 'Thank You!',
  thankYouText: 'Your rating helps your neighbours and the vendor.',
  backToOrders: 'Back to Orders',
  quickThanks: 'Thanks for your rating!',
  alreadyRated: 'You rated this order',
  invalidOrderHint: 'Open the rating from one of your orders.',
} as const;

/** The FAQ's promise (customer spec 9): the cancel button, its countdown and its confirmation. */
export const ORDER_CANCEL_TEXTS = {
  button: 'Cancel Order',
  countdown: (timeLeft: string) => `You can cancel for ${timeLeft}`,
  confirmTitle: 'Cancel this order?',
  confirmMessage: 'The restaurant will be told not to prepare it. This cannot be undone.',
  confirm: 'Yes, Cancel Order',
  confirming: 'Cancelling...',
  keep: 'Keep Order',
  cancelledTitle: 'Order Cancelled',
  cancelledText: 'Your order has been cancelled.',
  failedTitle: 'Could not cancel',
  failed: 'Failed to cancel the order. Please try again.',
} as const;

export const HOME_ACTIVE_ORDER_TEXTS = {
  heading: 'Your active order',
  track: 'Track',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

/**
 * Customer spec 2: the home card saves where order details should go back to. Kept for the tab
 * (session storage), so a later visit from order history goes back there.
 */
export const ORDER_DETAILS_REFERRER_STORAGE_KEY = 'orderDetailsReferrer';
export const ORDER_DETAILS_REFERRERS = { home: 'home' } as const;

/** Customer spec 4: the quick rating calls its completion callback this long after the thank-you. */
export const QUICK_RATING_CALLBACK_DELAY_MS = 1500;
