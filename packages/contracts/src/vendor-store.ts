import { z } from 'zod';
import { pageLimitSchema } from './paging';
import { PartnerMenuItemCategorySchema } from './partner-api';
import { serialIdSchema } from './serial-id';
import { StoreRoleSchema } from './store-membership';
import { VendorApplicationSchema, VendorApplicationStatusSchema } from './vendor-app';

/**
 * A store's own settings (issue 25), owned by the catalog: whether it is open, its weekly hours and
 * pauses, its profile and its menu. Money is rupees on the wire. Every call is authorised on the
 * server by the caller's membership of the store (another store's id is a 404); what changes the
 * store itself (profile, hours, menu) is the owner's, what a counter needs at once (open, pause,
 * availability) any member's.
 */

export const STORE_MESSAGES = {
  storeNotFound: 'Store not found',
  invalidStoreId: 'Invalid store ID',
  itemNotFound: 'Menu item not found',
  invalidItemId: 'Invalid menu item ID',
  ownerOnly: 'Only the store owner can change this.',
  suspended: 'Your store is suspended by the marketplace: it is hidden from residents and cannot open.',
  suspendedAccept: 'Your store is suspended by the marketplace and cannot accept new orders.',
  partnerMenu: "This store's menu comes from its partner system and cannot be edited here.",
  nothingToChange: 'Nothing to change: send at least one field',
  // The profile
  nameRequired: 'Please enter your store name',
  nameTooLong: 'Store name can be at most 100 characters',
  descriptionTooLong: 'Description can be at most 500 characters',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  addressRequired: 'Please enter the store address',
  addressTooLong: 'Address can be at most 300 characters',
  deliveryTimeInvalid: 'Delivery time is two whole minutes, such as 15-20, the first not above the second',
  deliveryTimeRange: 'Delivery time must be between 5 and 240 minutes',
  deliveryFeeInvalid: 'Delivery fee must be an amount from ₹0 to ₹500',
  communitiesRequired: 'Choose at least one community you deliver to',
  communitiesTooMany: 'Choose at most 50 communities',
  unknownCommunity: 'One of the chosen communities does not exist or is not active',
  photoInvalid: 'The photo must be a JPEG, PNG or WebP picture',
  photoTooLarge: 'The photo can be at most 500 KB',
  // Hours and pauses
  hoursFormat: 'Times are HH:MM, from 00:00 to 24:00',
  rangeOrder: 'Each range must close after it opens',
  rangesOverlap: 'Ranges of one day must not overlap',
  tooManyRanges: 'A day can have at most 4 ranges',
  everyWeekday: 'Give every weekday its ranges (none for a closed day)',
  pauseMinutes: 'Pause for 15, 30 or 60 minutes, or 0 to take orders again',
  // The menu
  itemNameRequired: 'Please enter the item name',
  itemNameTooLong: 'Item name can be at most 100 characters',
  itemDescriptionTooLong: 'Item description can be at most 300 characters',
  priceRequired: 'Please enter the price',
  priceNegative: 'Price cannot be negative',
  priceTooHigh: 'Price can be at most ₹1,00,000',
  priceDecimals: 'Price can have at most 2 decimals (paise)',
  itemCategoryRequired: 'Choose the item category',
  vegRequired: 'Say whether the item is vegetarian',
  duplicateItemName: (name: string) => `An item named "${name}" is already on your menu`,
  tooManyItems: 'A menu can hold at most 500 items',
} as const;

/** The most a menu item may cost, in rupees: above it a price is a typing slip, not a price. */
export const MENU_PRICE_MAX_RUPEES = 100_000;
export const MENU_MAX_ITEMS = 500;
/** A store's photo as sent (a data URL); the picture itself may be at most this many bytes. */
export const STORE_PHOTO_MAX_BYTES = 500 * 1024;
export const STORE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DELIVERY_FEE_MAX_RUPEES = 500;

// --- Hours ----------------------------------------------------------------------------------------

/** Monday first, as India's calendars print the week. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** A store's hours are India Standard Time, wherever the server runs. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** 'HH:MM' as minutes after midnight (24:00 is 1440, the end of the day). */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight as 'HH:MM'. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const TimeOfDaySchema = z
  .string({ error: STORE_MESSAGES.hoursFormat })
  .regex(TIME_OF_DAY, STORE_MESSAGES.hoursFormat);

export const OpeningRangeSchema = z
  .object({ opens: TimeOfDaySchema, closes: TimeOfDaySchema })
  .refine((range) => minutesOfTime(range.closes) > minutesOfTime(range.opens), {
    message: STORE_MESSAGES.rangeOrder,
    path: ['closes'],
  });
export type OpeningRange = z.infer<typeof OpeningRangeSchema>;

const DayRangesSchema = z
  .array(OpeningRangeSchema, {
    error: (issue) => (issue.input === undefined ? STORE_MESSAGES.everyWeekday : STORE_MESSAGES.hoursFormat),
  })
  .max(4, STORE_MESSAGES.tooManyRanges)
  .transform((ranges) => [...ranges].sort((a, b) => minutesOfTime(a.opens) - minutesOfTime(b.opens)))
  .refine(
    (ranges) =>
      ranges.every(
        (range, index) =>
          index === 0 || minutesOfTime(range.opens) >= minutesOfTime(ranges[index - 1]!.closes),
      ),
    STORE_MESSAGES.rangesOverlap,
  );

/** Each weekday's ranges; an empty list is a closed day. A range past midnight is two ranges. */
export const WeeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayRangesSchema])) as Record<
    Weekday,
    typeof DayRangesSchema
  >,
  { error: 'hours must give every weekday its ranges, or be null' },
);
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** PUT /api/vendor/stores/{id}/hours: null takes the hours away (the switch alone decides). */
export const StoreHoursRequestSchema = z.object({ hours: WeeklyHoursSchema.nullable() });
export type StoreHoursRequest = z.infer<typeof StoreHoursRequestSchema>;

/** The minutes a busy store may pause new orders for; 0 ends a pause. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export const StorePauseRequestSchema = z.object({
  minutes: z
    .number({ error: STORE_MESSAGES.pauseMinutes })
    .refine(
      (minutes) => minutes === 0 || (PAUSE_MINUTES as readonly number[]).includes(minutes),
      STORE_MESSAGES.pauseMinutes,
    ),
});
export type StorePauseRequest = z.infer<typeof StorePauseRequestSchema>;

// --- The store ------------------------------------------------------------------------------------

export const STORE_STATUSES = ['active', 'suspended'] as const;
export const StoreStatusSchema = z.enum(STORE_STATUSES);
export type StoreStatus = z.infer<typeof StoreStatusSchema>;

/**
 * Why a store is open or closed now: its hours, the switch (until `until`, the next change of the
 * hours, or for good without hours), a pause, or the marketplace's suspension.
 */
export const OPEN_STATE_SOURCES = ['hours', 'switch', 'paused', 'suspended'] as const;
export type OpenStateSource = (typeof OPEN_STATE_SOURCES)[number];

export const StoreOpenStateSchema = z.object({
  isOpen: z.boolean(),
  source: z.enum(OPEN_STATE_SOURCES),
  /** When the state changes on its own next (a pause's end, the hours' next opening or closing). */
  changesAt: z.string().nullable(),
});
export type StoreOpenState = z.infer<typeof StoreOpenStateSchema>;

/** GET/PATCH /api/vendor/stores/{id}: the store as its members manage it. */
export const StoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  deliveryTime: z.string(),
  /** Rupees. */
  deliveryFee: z.number(),
  communityIds: z.array(z.number().int()),
  photoUrl: z.string().nullable(),
  status: StoreStatusSchema,
  /** What the marketplace told the store's members when it suspended it; null while active. */
  suspendedReason: z.string().nullable(),
  openState: StoreOpenStateSchema,
  pausedUntil: z.string().nullable(),
  hours: WeeklyHoursSchema.nullable(),
  /** The caller's role in the store. */
  role: StoreRoleSchema,
});
export type Store = z.infer<typeof StoreSchema>;

/** The message for a body with fields a PATCH does not know, naming those it does. */
function unknownFields(known: string) {
  return (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: only ${known} can change` : undefined;
}

/** 12.30 is 1230 paise; 12.305 is no amount of paise. The tolerance absorbs binary fractions. */
function hasWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

const DELIVERY_TIME = /^(\d{1,3})-(\d{1,3})$/;

const StorePhotoSchema = z
  .string({ error: STORE_MESSAGES.photoInvalid })
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, STORE_MESSAGES.photoInvalid)
  // Base64 is 4 characters for 3 bytes; the bytes are checked again on the server.
  .refine(
    (value) => ((value.length - value.indexOf(',') - 1) * 3) / 4 <= STORE_PHOTO_MAX_BYTES + 2,
    STORE_MESSAGES.photoTooLarge,
  );

/**
 * PATCH /api/vendor/stores/{id}: any of the fields; `isOpen` is the switch (any member), the rest
 * the profile (the owner). `photo` is a data URL of the new picture, or null to remove it.
 */
export const StoreUpdateRequestSchema = z
  .strictObject(
    {
      isOpen: z.boolean({ error: 'isOpen must be true or false' }),
      name: z
        .string({ error: STORE_MESSAGES.nameRequired })
        .trim()
        .min(2, STORE_MESSAGES.nameRequired)
        .max(100, STORE_MESSAGES.nameTooLong),
      description: z
        .string({ error: STORE_MESSAGES.descriptionTooLong })
        .trim()
        .max(500, STORE_MESSAGES.descriptionTooLong)
        .nullable(),
      phone: z
        .string({ error: STORE_MESSAGES.phoneInvalid })
        .trim()
        .regex(/^[6-9]\d{9}$/, STORE_MESSAGES.phoneInvalid),
      address: z
        .string({ error: STORE_MESSAGES.addressRequired })
        .trim()
        .min(5, STORE_MESSAGES.addressRequired)
        .max(300, STORE_MESSAGES.addressTooLong),
      deliveryTime: z
        .string({ error: STORE_MESSAGES.deliveryTimeInvalid })
        .trim()
        .regex(DELIVERY_TIME, STORE_MESSAGES.deliveryTimeInvalid)
        .refine((value) => {
          const [, low, high] = DELIVERY_TIME.exec(value)!;
          return Number(low) <= Number(high);
        }, STORE_MESSAGES.deliveryTimeInvalid)
        .refine((value) => {
          const [, low, high] = DELIVERY_TIME.exec(value)!;
          return Number(low) >= 5 && Number(high) <= 240;
        }, STORE_MESSAGES.deliveryTimeRange),
      deliveryFee: z
        .number({ error: STORE_MESSAGES.deliveryFeeInvalid })
        .min(0, STORE_MESSAGES.deliveryFeeInvalid)
        .max(DELIVERY_FEE_MAX_RUPEES, STORE_MESSAGES.deliveryFeeInvalid)
        .refine(hasWholePaise, STORE_MESSAGES.deliveryFeeInvalid),
      communityIds: z
        .array(serialIdSchema(STORE_MESSAGES.communitiesRequired), {
          error: STORE_MESSAGES.communitiesRequired,
        })
        .min(1, STORE_MESSAGES.communitiesRequired)
        .max(50, STORE_MESSAGES.communitiesTooMany)
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
      photo: StorePhotoSchema.nullable(),
    },
    {
      error: unknownFields(
        'isOpen, name, description, phone, address, deliveryTime, deliveryFee, communityIds and photo',
      ),
    },
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, STORE_MESSAGES.nothingToChange);
export type StoreUpdateRequest = z.infer<typeof StoreUpdateRequestSchema>;

// --- The menu -------------------------------------------------------------------------------------

const priceSchema = z
  .number({ error: STORE_MESSAGES.priceRequired })
  .min(0, STORE_MESSAGES.priceNegative)
  .max(MENU_PRICE_MAX_RUPEES, STORE_MESSAGES.priceTooHigh)
  .refine(hasWholePaise, STORE_MESSAGES.priceDecimals);

const menuItemFields = {
  name: z
    .string({ error: STORE_MESSAGES.itemNameRequired })
    .trim()
    .min(1, STORE_MESSAGES.itemNameRequired)
    .max(100, STORE_MESSAGES.itemNameTooLong),
  description: z
    .string({ error: STORE_MESSAGES.itemDescriptionTooLong })
    .trim()
    .max(300, STORE_MESSAGES.itemDescriptionTooLong)
    .nullable()
    .transform((value) => value || null),
  price: priceSchema,
  category: z.enum(PartnerMenuItemCategorySchema.options, { error: STORE_MESSAGES.itemCategoryRequired }),
  isVeg: z.boolean({ error: STORE_MESSAGES.vegRequired }),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
};

/** POST /api/vendor/stores/{id}/menu-items. */
export const MenuItemCreateRequestSchema = z.object({
  ...menuItemFields,
  description: menuItemFields.description.optional().transform((value) => value ?? null),
  isAvailable: menuItemFields.isAvailable.default(true),
});
export type MenuItemCreateRequest = z.infer<typeof MenuItemCreateRequestSchema>;

/** PATCH /api/vendor/menu-items/{id}: any of the fields (the availability switch sends isAvailable alone). */
export const MenuItemUpdateRequestSchema = z
  .strictObject(menuItemFields, {
    error: unknownFields('name, description, price, category, isVeg and isAvailable'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, STORE_MESSAGES.nothingToChange);
export type MenuItemUpdateRequest = z.infer<typeof MenuItemUpdateRequestSchema>;

export const StoreMenuItemSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Rupees. */
  price: z.number(),
  category: PartnerMenuItemCategorySchema,
  /** Null for items a vendor has not said of (partner menus, older items). */
  isVeg: z.boolean().nullable(),
  isAvailable: z.boolean(),
  updatedAt: z.string(),
});
export type StoreMenuItem = z.infer<typeof StoreMenuItemSchema>;

/** GET /api/vendor/stores/{id}/menu-items?q=: the whole menu (or the items whose name has q), in menu order. */
export const StoreMenuQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search can be at most 100 characters').optional(),
});
export const StoreMenuResponseSchema = z.object({ items: z.array(StoreMenuItemSchema) });
export type StoreMenuResponse = z.infer<typeof StoreMenuResponseSchema>;

// --- Money (the order service) --------------------------------------------------------------------

export const EARNINGS_MESSAGES = {
  dateFormat: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  datesReversed: 'from must be on or before to',
  rangeTooLong: 'Ask for at most 92 days at a time',
  viewInvalid: 'view must be days or ledger',
} as const;
export const EARNINGS_MAX_DAYS = 92;
/** The ledger lines an earnings answer carries, newest first; its CSV (view=ledger) has every one. */
export const EARNINGS_LEDGER_LINES = 100;

/** A day of the marketplace's years: nothing was sold before 2000, and nothing is planned past 2100. */
const isoDate = (field: string) =>
  z
    .string({ error: EARNINGS_MESSAGES.dateFormat(field) })
    .regex(/^(20\d{2}|2100)-\d{2}-\d{2}$/, EARNINGS_MESSAGES.dateFormat(field))
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      EARNINGS_MESSAGES.dateFormat(field),
    );

/**
 * GET /api/vendor/stores/{id}/earnings?from=&to= (and .csv): days of India Standard Time, both
 * included; today when left out. `view` chooses the CSV's rows: one a day, or one a delivered order.
 */
export const EarningsQuerySchema = z.object({
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  view: z.enum(['days', 'ledger'], { error: EARNINGS_MESSAGES.viewInvalid }).default('days'),
});
export type EarningsQuery = z.infer<typeof EarningsQuerySchema>;

const moneyFigures = {
  /** What the delivered orders' items sold for, rupees. */
  itemSales: z.number(),
  /** The platform's fees on those orders, which the store owes the marketplace. */
  fees: z.number(),
  /** The cash the store's members took at the door: each delivered order's whole total. */
  cashCollected: z.number(),
};

export const EarningsDaySchema = z.object({
  /** YYYY-MM-DD, India Standard Time. */
  date: z.string(),
  delivered: z.number().int(),
  /** Cancelled by the resident or not answered in time. */
  cancelled: z.number().int(),
  /** Rejected by the store. */
  rejected: z.number().int(),
  ...moneyFigures,
});
export type EarningsDay = z.infer<typeof EarningsDaySchema>;

/** One delivered cash order of the ledger. */
export const LedgerLineSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  /** Rupees. */
  itemsTotal: z.number(),
  fees: z.number(),
  cashCollected: z.number(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const EarningsResponseSchema = z.object({
  storeId: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(EarningsDaySchema),
  /** The sums of the days, which are the sums of the ledger's lines. */
  totals: EarningsDaySchema.omit({ date: true }).extend({
    /** Cash collected less the fees: what the store keeps. */
    net: z.number(),
  }),
  /** The newest EARNINGS_LEDGER_LINES lines of the ledger, newest first. */
  ledger: z.array(LedgerLineSchema),
  /** How many lines the ledger has in all (the totals' delivered count). */
  ledgerCount: z.number().int(),
});
export type EarningsResponse = z.infer<typeof EarningsResponseSchema>;

// --- How reliably a store serves (the order service) -----------------------------------------------

/** Fewer finished orders than this in the window, and residents are shown nothing. */
export const RELIABILITY_MIN_ORDERS = 10;
export const RELIABILITY_WINDOW_DAYS = 30;

/**
 * GET /api/vendors/{vendorId}/reliability: over the last 30 days, how fast the store accepts and how
 * many of its finished orders it delivered (orders the resident cancelled are not held against it).
 * `shown` is false below RELIABILITY_MIN_ORDERS finished orders, and the figures are then null.
 */
export const VendorReliabilitySchema = z.object({
  vendorId: z.number().int(),
  shown: z.boolean(),
  medianAcceptMinutes: z.number().int().nullable(),
  delivered: z.number().int().nullable(),
  finished: z.number().int().nullable(),
});
export type VendorReliability = z.infer<typeof VendorReliabilitySchema>;

export const RELIABILITY_TEXTS = {
  accepts: (minutes: number) => `Usually accepts in ${minutes} min`,
  delivered: (delivered: number, finished: number) => `Delivered ${delivered} of the last ${finished} orders`,
  label: 'How reliably this store serves, over the last 30 days',
} as const;

/**
 * GET /internal/store-service-figures?storeIds=&since= (catalog → order): each store's orders placed
 * since then, for the back-office's Vendors tab.
 */
export const StoreServiceFiguresSchema = z.object({
  storeId: z.number().int(),
  orders: z.number().int(),
  /**
   * Minutes from placed to accepted, the median of the accepted ones, to a tenth of a minute (the
   * resident's reliability line rounds to whole minutes); null with none accepted.
   */
  medianAcceptMinutes: z.number().nullable(),
  /** Shares of all the orders, 0 to 1. */
  rejectedShare: z.number(),
  expiredShare: z.number(),
  cancelledShare: z.number(),
});
export type StoreServiceFigures = z.infer<typeof StoreServiceFiguresSchema>;
export const StoreServiceFiguresResponseSchema = z.object({ figures: z.array(StoreServiceFiguresSchema) });

// --- The back-office's Vendors tab ----------------------------------------------------------------

export const ADMIN_VENDOR_MESSAGES = {
  vendorNotFound: 'Vendor not found',
  invalidVendorId: 'Invalid vendor ID',
  statusInvalid: 'status must be active or suspended',
  reasonRequired: 'Tell the store why it is suspended',
  applicationNotFound: 'Application not found',
  invalidApplicationId: 'Invalid application ID',
  rejectReasonRequired: 'Tell the applicant why the application is not approved',
  reasonTooLong: 'The reason can be at most 300 characters',
  alreadyDecided: (status: string) => `This application was already ${status}.`,
  beingApproved: 'This application is being approved right now. Look again in a moment.',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'role must be owner or staff',
  notALocalStore: 'Only a local store can have members: this vendor is a partner’s.',
  alreadyMember: 'That person is already a member of this store',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  /** 503: the mail could not be sent; nothing was kept, so inviting again is safe. */
  invitationNotSent: 'The invitation email could not be sent. Please try again in a moment.',
} as const;

export const VENDOR_KINDS = ['local', 'partner'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** GET /api/admin/vendors: a page of vendors, by name, optionally a search, a status and a kind. */
export const AdminVendorsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search can be at most 100 characters').optional(),
  status: StoreStatusSchema.optional().catch(undefined),
  kind: z.enum(VENDOR_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  // A larger ask gets 100, named in the answer's `limit`; a limit that is no number is refused (issue 27).
  limit: pageLimitSchema({ fallback: 25, max: 100, message: 'limit must be a positive whole number' }),
});
export type AdminVendorsQuery = z.infer<typeof AdminVendorsQuerySchema>;

export const StoreMemberSchema = z.object({
  storeId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: StoreRoleSchema,
});
export type StoreMember = z.infer<typeof StoreMemberSchema>;

/** GET /internal/store-members?storeIds= (catalog → auth). */
export const StoreMembersResponseSchema = z.object({ members: z.array(StoreMemberSchema) });

export const AdminVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  kind: z.enum(VENDOR_KINDS),
  status: StoreStatusSchema,
  suspendedReason: z.string().nullable(),
  isOpen: z.boolean(),
  rating: z.number().nullable(),
  totalReviews: z.number().int(),
  /** Null when the auth service could not be asked (the list answers without them). */
  members: z.array(StoreMemberSchema.omit({ storeId: true })).nullable(),
  /** Over the last 30 days; null when the order service could not be asked. */
  figures: StoreServiceFiguresSchema.omit({ storeId: true }).nullable(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const AdminVendorsResponseSchema = z.object({
  vendors: z.array(AdminVendorSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminVendorsResponse = z.infer<typeof AdminVendorsResponseSchema>;

/** The suspension dialog's one field, as PATCH /api/admin/vendors/{id}/status checks it. */
export const SuspensionReasonSchema = z.object({
  reason: z
    .string({ error: ADMIN_VENDOR_MESSAGES.reasonRequired })
    .trim()
    .min(1, ADMIN_VENDOR_MESSAGES.reasonRequired)
    .max(300, ADMIN_VENDOR_MESSAGES.reasonTooLong),
});

/** PATCH /api/admin/vendors/{id}/status: suspend (with the reason the store's members read) or reactivate. */
export const AdminVendorStatusRequestSchema = z
  .object({
    status: z.enum(STORE_STATUSES, { error: ADMIN_VENDOR_MESSAGES.statusInvalid }),
    reason: z.string().trim().max(300, ADMIN_VENDOR_MESSAGES.reasonTooLong).nullish(),
  })
  .refine((body) => body.status !== 'suspended' || Boolean(body.reason), {
    message: ADMIN_VENDOR_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type AdminVendorStatusRequest = z.infer<typeof AdminVendorStatusRequestSchema>;

/** GET /api/admin/vendor-applications?status=: applications, newest first (pending ones unless asked). */
export const AdminApplicationsQuerySchema = z.object({
  status: VendorApplicationStatusSchema.catch('pending').default('pending'),
});
export type AdminApplicationsQuery = z.infer<typeof AdminApplicationsQuerySchema>;

export const AdminVendorApplicationSchema = VendorApplicationSchema.extend({
  decidedAt: z.string().nullable(),
  applicant: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type AdminVendorApplication = z.infer<typeof AdminVendorApplicationSchema>;
export const AdminVendorApplicationsResponseSchema = z.object({
  applications: z.array(AdminVendorApplicationSchema),
});
export type AdminVendorApplicationsResponse = z.infer<typeof AdminVendorApplicationsResponseSchema>;

/** POST /api/admin/vendor-applications/{id}/reject. */
export const RejectApplicationRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_VENDOR_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, ADMIN_VENDOR_MESSAGES.rejectReasonRequired)
    .max(300, ADMIN_VENDOR_MESSAGES.reasonTooLong),
});
export type RejectApplicationRequest = z.infer<typeof RejectApplicationRequestSchema>;

/** POST /api/admin/vendors/{id}/invitations: a link to join the store, by email. */
export const StoreInvitationRequestSchema = z.object({
  email: z
    .string({ error: ADMIN_VENDOR_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, ADMIN_VENDOR_MESSAGES.emailInvalid)
    .pipe(z.email({ error: ADMIN_VENDOR_MESSAGES.emailInvalid })),
  role: StoreRoleSchema.default('staff').catch('staff'),
});
export type StoreInvitationRequest = z.infer<typeof StoreInvitationRequestSchema>;

/** How long an invitation's link works. */
export const STORE_INVITATION_DAYS = 7;

export const StoreInvitationSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  email: z.string(),
  role: StoreRoleSchema,
  expiresAt: z.string(),
});
export type StoreInvitation = z.infer<typeof StoreInvitationSchema>;

export const INVITATION_MESSAGES = {
  tokenRequired: 'This invitation link is incomplete. Open the link from the email again.',
  invalid: 'This invitation has expired or was already used. Ask the marketplace for a new one.',
  otherEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that account to accept it.`,
} as const;

/** POST /api/vendor/invitations/accept: the token from the email's link. */
export const AcceptInvitationRequestSchema = z.object({
  token: z
    .string({ error: INVITATION_MESSAGES.tokenRequired })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_MESSAGES.tokenRequired),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequestSchema>;
export const AcceptInvitationResponseSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  role: StoreRoleSchema,
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

/** GET /internal/vendors/{id}/standing (auth, order → catalog): may this store have members, take orders. */
export const StoreStandingSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  kind: z.enum(VENDOR_KINDS),
  status: StoreStatusSchema,
});
export type StoreStanding = z.infer<typeof StoreStandingSchema>;
