import type { OrderStatus } from './order-status';

/**
 * What the vendor app (mf-vendor, issue 24) says on its screens, beside the call's own texts in
 * vendor-app.ts (VENDOR_MESSAGES, labels of tabs, reasons and steps). The e2e tests read the same
 * words from here.
 */
export const VENDOR_APP_TEXTS = {
  /** The tab title's last part; with new orders waiting it reads '(2) New orders · Vendor'. */
  documentTitle: 'Vendor',
  newOrdersTitle: (count: number) => `(${count}) New ${count === 1 ? 'order' : 'orders'} · Vendor`,
  loading: 'Loading your store…',
  loadFailed: 'Your store could not be loaded. Check your connection and try again.',
  signIn: {
    title: 'Vendor sign in',
    intro: 'Take and deliver your store’s orders. Sign in with your marketplace account.',
    submit: 'Sign in',
    pending: 'Signing in…',
    noAccount: 'No account yet?',
    register: 'Create one',
    backToMarketplace: 'Back to the marketplace',
    failed: 'Sign-in failed. Check your connection and try again.',
  },
  header: {
    nav: 'Vendor',
    inbox: 'Orders',
    history: 'History',
    signOut: 'Sign out',
    signOutFailed: 'Sign-out failed. Check your connection and try again.',
  },
  apply: {
    title: 'Apply to sell',
    intro:
      'Tell us about your store. An administrator checks each application; once it is approved, your orders arrive here.',
    storeName: 'Store name',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    categoriesFailed: 'The categories could not be loaded.',
    phone: 'Phone',
    phoneHint: '10-digit mobile number residents can call',
    address: 'Store address',
    communities: 'Communities you deliver to',
    state: 'State',
    statePlaceholder: 'Select a state',
    city: 'City',
    cityPlaceholder: 'Select a city',
    loadingCommunities: 'Loading communities…',
    noCommunities: (city: string) => `No communities are listed in ${city} yet.`,
    chosen: (count: number) => `${count} ${count === 1 ? 'community' : 'communities'} chosen`,
    remove: (name: string) => `Remove ${name}`,
    submit: 'Send application',
    pending: 'Sending…',
    sent: 'Application sent',
    waitingTitle: 'Waiting for approval',
    waitingSince: (date: string) => `Sent on ${date}.`,
    rejectedTitle: 'Your application was not approved',
    rejectedReason: (reason: string) => `Reason: ${reason}`,
    applyAgain: 'You can change your details and apply again.',
  },
  inbox: {
    title: 'Orders',
    tabsLabel: 'Orders by state',
    tabLabel: (label: string, count: number) => `${label} (${count})`,
    loading: 'Loading orders…',
    loadFailed: 'The orders could not be loaded. Check your connection and try again.',
    emptyTitle: { new: 'No new orders', in_progress: 'Nothing in progress', done: 'Nothing done yet' },
    empty: {
      new: 'New orders appear here as residents place them.',
      in_progress: 'Accepted orders wait here until they are delivered.',
      done: 'Delivered and cancelled orders appear here.',
    },
    live: 'Live: new orders appear at once',
    polling: 'Reconnecting: checking for orders every 10 seconds',
  },
  alert: {
    start: 'Start taking orders',
    startDescription: 'Rings for each new order until you open it, and keeps the screen on',
    mute: 'Mute',
    muteDescription: 'Silence the ring; new orders still show here and in the tab title',
    soundUnavailable: 'This browser cannot play the alert sound; watch the tab title for new orders.',
  },
  card: {
    cod: 'Cash on Delivery',
    open: 'Open order',
    close: 'Hide details',
    items: 'Items',
    total: 'Total',
    customer: 'Resident',
    phone: 'Phone',
    dietary: 'Dietary preferences',
    flat: (flat: string) => `Flat ${flat}`,
    call: (phone: string) => `Call ${phone}`,
    instructions: 'Special instructions',
    placed: (ago: string) => `Placed ${ago}`,
    answerWithin: (left: string) => `${left} left to answer`,
    answerTimeUp: 'Time to answer is up',
    prepTime: (minutes: number) => `Preparation time ${minutes} min`,
    accept: 'Accept',
    reject: 'Reject',
    cancelled: (reason: string) => `Cancelled: ${reason}`,
    deliveredWithoutCode: 'Delivered without the handoff code',
    store: (name: string) => `Store: ${name}`,
  },
  toasts: {
    accepted: (orderNumber: string, minutes: number) => `${orderNumber} accepted: ready in ${minutes} min`,
    rejected: (orderNumber: string) => `${orderNumber} rejected`,
    moved: (orderNumber: string, status: string) => `${orderNumber}: ${status}`,
    delivered: (orderNumber: string) => `${orderNumber} delivered`,
    failed: 'That did not work. Check your connection and try again.',
  },
  accept: {
    title: (orderNumber: string) => `Accept ${orderNumber}`,
    minutes: 'Preparation time',
    minutesOption: (minutes: number) => `${minutes} min`,
    submit: 'Accept order',
    pending: 'Accepting…',
  },
  reject: {
    title: (orderNumber: string) => `Reject ${orderNumber}`,
    reason: 'Reason',
    note: 'What should the resident know?',
    submit: 'Reject order',
    pending: 'Rejecting…',
  },
  handoff: {
    code: 'Handoff code',
    hint: 'Ask the resident for the 4-digit code on their tracking screen',
    wrongCodes: (count: number, max: number) => `${count} of ${max} wrong codes`,
    withoutCode: 'Mark delivered without code',
    withoutCodeConfirm:
      'The resident could not give a right code. Mark the order delivered anyway? This is recorded.',
    askOwner: 'Only the store owner can mark this order delivered without the code.',
  },
  history: {
    title: 'Order history',
    filters: 'Find orders',
    store: 'Store',
    allStores: 'All stores',
    search: 'Order number',
    searchPlaceholder: 'CM-0042',
    status: 'Status',
    allStatuses: 'All statuses',
    from: 'From',
    to: 'To',
    submit: 'Search',
    clear: 'Clear',
    datesReversed: 'The start date must be on or before the end date',
    loading: 'Loading orders…',
    none: 'No orders match',
    noneHint: 'Try another order number, status or date range.',
    count: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  },
} as const;

/** How the vendor app names each status on a card and in the history. */
export const VENDOR_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  picked_up: 'Picked up',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** How often the inbox asks for its orders while the live stream is down. */
export const VENDOR_INBOX_POLL_MS = 10_000;

/** How often the alert rings while an order in New has not been opened or answered. */
export const VENDOR_ALERT_REPEAT_MS = 3_000;
