import { z } from 'zod';
import {
  AddressListSchema,
  AddressRequestSchema,
  AddressSchema,
  OnboardingResponseSchema,
  OnboardingUpdateSchema,
  ProfileUpdateSchema,
} from './account';
import {
  AdminCommunitiesQuerySchema,
  AdminCommunityListSchema,
  AdminCommunitySchema,
  CommunityFormRequestSchema,
  CommunityStatusRequestSchema,
} from './admin-communities';
import {
  OrdersReportQuerySchema,
  OrdersReportResponseSchema,
  WebhookReportQuerySchema,
  WebhookReportResponseSchema,
} from './admin-reports';
import {
  AdminAuthStatusSchema,
  AdminEndOtherSessionsResultSchema,
  AdminLoginRequestSchema,
  AdminLoginResultSchema,
} from './admin-session';
import type { ApiRoute, HttpMethod } from './api-routes';
import {
  AdminAppConfigListSchema,
  AdminAppConfigPageSchema,
  AdminAppConfigSectionSchema,
  AppConfigListSchema,
  AppConfigStatusRequestSchema,
  AppConfigTextRequestSchema,
} from './app-config';
import { AuthSuccessResponseSchema, UserProfileSchema, UserSchema } from './auth-api';
import { BillingConfigSchema } from './billing';
import {
  CategorySchema,
  CityListSchema,
  CityNameListSchema,
  CommunityQuerySchema,
  CommunitySchema,
  GenerateImageRequestSchema,
  GenerateImageResultSchema,
  GenerateImagesBatchRequestSchema,
  GenerateImagesBatchResultSchema,
  MenuItemSchema,
  RestaurantListSchema,
  StateListSchema,
  VendorDetailsResponseSchema,
  VendorSchema,
} from './catalog';
import {
  CategoryConfigListSchema,
  CategoryConfigRequestSchema,
  CategoryConfigSchema,
  RawCategoryListSchema,
  RawCategoryRequestSchema,
  RawCategorySchema,
  TestConnectionRequestSchema,
  TestConnectionResultSchema,
} from './category-admin';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './customer-auth';
import {
  NotificationListResponseSchema,
  NotificationSchema,
  OrderRatingRequestSchema,
  OrderSchema,
  OrderStatusEventSchema,
  OrderStatusQuerySchema,
  OrderStatusResponseSchema,
  PlaceOrderRequestSchema,
  UserOrdersQuerySchema,
  UserOrdersResponseSchema,
} from './customer-orders';
import {
  OrderStatusConfigListSchema,
  OrderStatusConfigRequestSchema,
  OrderStatusConfigSchema,
  OrderStatusConfigsQuerySchema,
} from './order-status-configs';
import {
  PartnerSecretListResponseSchema,
  RevokePartnerSecretResponseSchema,
  RotatePartnerSecretRequestSchema,
  RotatePartnerSecretResponseSchema,
} from './partner-secrets';
import {
  CreateReviewSchema,
  HelpfulVoteResponseSchema,
  QuickReviewSchema,
  ReviewEligibilitySchema,
  ReviewListQuerySchema,
  ReviewSchema,
  ReviewStatsSchema,
} from './reviews';
import { SetAsideEventListSchema, SetAsideEventReplayResponseSchema } from './set-aside-events';
import {
  AcceptOrderRequestSchema,
  DeliverOrderRequestSchema,
  RejectOrderRequestSchema,
  VendorApplicationRequestSchema,
  VendorApplicationSchema,
  VendorMeResponseSchema,
  VendorOrderEventSchema,
  VendorOrderSchema,
  VendorOrdersQuerySchema,
  VendorOrdersResponseSchema,
  VendorStatusRequestSchema,
} from './vendor-app';
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  AdminApplicationsQuerySchema,
  AdminVendorApplicationSchema,
  AdminVendorApplicationsResponseSchema,
  AdminVendorStatusRequestSchema,
  AdminVendorsQuerySchema,
  AdminVendorsResponseSchema,
  EarningsQuerySchema,
  EarningsResponseSchema,
  MenuItemCreateRequestSchema,
  MenuItemUpdateRequestSchema,
  RejectApplicationRequestSchema,
  StoreHoursRequestSchema,
  StoreInvitationRequestSchema,
  StoreInvitationSchema,
  StoreMenuItemSchema,
  StoreMenuQuerySchema,
  StoreMenuResponseSchema,
  StorePauseRequestSchema,
  StoreSchema,
  StoreStandingSchema,
  StoreUpdateRequestSchema,
  VendorReliabilitySchema,
} from './vendor-store';
import { WebhookPayloadSchema, WebhookAcceptedResponseSchema } from './webhook';
import { AnalyticsQuerySchema, WebhookAnalyticsResponseSchema } from './webhook-analytics';
import { WebhookConfigResponseSchema } from './webhook-config';

/**
 * What each call of API_ROUTES reads and answers, as its route parses and presents it
 * (services/<svc>/src/http/*.routes.ts). The one table the OpenAPI document (gateway/src/openapi)
 * and the route fuzz (fuzz/integration-tests) read, so neither keeps a copy of the contracts.
 */

/** Every refusal the services and the gateway answer as JSON: `{ message }`, sometimes with more fields. */
export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * Who may call: anybody (a session is used when present), a signed-in resident, a signed-in member
 * of a store (vendor), a signed-in administrator, or a partner signing with Standard Webhooks headers.
 */
export type ApiAuth = 'anonymous' | 'resident' | 'vendor' | 'admin' | 'partner';

export interface ApiResponse {
  /** 200 unless said. */
  status?: 200 | 201 | 204 | 302;
  /** application/json unless said; a text/event-stream's schema is each event's `data`. */
  mediaType?: 'text/event-stream' | 'text/csv' | 'image/*';
  schema?: z.ZodType;
}

export interface ApiOperation {
  summary: string;
  auth: ApiAuth;
  /**
   * The JSON body the route parses, or null when it reads none. Every call that may write says
   * which (the fuzz sends only bodies the schema refuses); reads leave it out.
   */
  body?: z.ZodType | null;
  query?: z.ZodType;
  response: ApiResponse;
  /** Refusals of this call's own, beyond those its auth, inputs and the gateway bring to every call. */
  errors?: readonly number[];
}

export type ApiRouteKey = `${HttpMethod} ${string}`;
export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>): ApiRouteKey =>
  `${route.method} ${route.path}`;

const ok = (schema: z.ZodType): ApiResponse => ({ schema });
const created = (schema: z.ZodType): ApiResponse => ({ status: 201, schema });
const message = ok(MessageResponseSchema);

export const API_OPERATIONS: Readonly<Record<ApiRouteKey, ApiOperation>> = {
  // auth
  'POST /api/auth/register': {
    summary: 'Register a resident',
    auth: 'anonymous',
    body: RegisterRequestSchema,
    response: created(AuthSuccessResponseSchema),
    errors: [409, 429],
  },
  'POST /api/auth/login': {
    summary: 'Sign a resident in (sets the session cookie)',
    auth: 'anonymous',
    body: LoginRequestSchema,
    response: ok(AuthSuccessResponseSchema),
    errors: [401, 429],
  },
  'GET /api/auth/user': { summary: 'The signed-in resident', auth: 'resident', response: ok(UserSchema) },
  'POST /api/auth/forgot-password': {
    summary: 'Send a password reset link by email or SMS',
    auth: 'anonymous',
    body: ForgotPasswordRequestSchema,
    response: message,
    errors: [404, 429, 503],
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a reset token',
    auth: 'anonymous',
    body: ResetPasswordRequestSchema,
    response: message,
    errors: [429],
  },
  'GET /api/logout': {
    summary: "End the resident's session and redirect to the home page",
    auth: 'anonymous',
    response: { status: 302 },
    errors: [403],
  },
  'GET /api/user/profile': {
    summary: "The signed-in resident's profile",
    auth: 'resident',
    response: ok(UserProfileSchema),
  },
  'PATCH /api/user/profile': {
    summary: "Change the signed-in resident's profile",
    auth: 'resident',
    body: ProfileUpdateSchema,
    response: ok(UserProfileSchema),
    errors: [409, 422],
  },
  'PATCH /api/users/onboarding': {
    summary: 'Save one onboarding step: the person, the community, or completion',
    auth: 'resident',
    body: OnboardingUpdateSchema,
    response: ok(OnboardingResponseSchema),
    errors: [409, 422, 503],
  },
  'GET /api/user/addresses': {
    summary: "The signed-in resident's addresses",
    auth: 'resident',
    response: ok(AddressListSchema),
  },
  'POST /api/user/addresses': {
    summary: 'Add an address',
    auth: 'resident',
    body: AddressRequestSchema,
    response: created(AddressSchema),
    errors: [422],
  },
  'PUT /api/user/addresses/:id': {
    summary: 'Replace an address',
    auth: 'resident',
    body: AddressRequestSchema,
    response: ok(AddressSchema),
  },
  'DELETE /api/user/addresses/:id': {
    summary: 'Delete an address',
    auth: 'resident',
    body: null,
    response: { status: 204 },
  },
  'GET /api/vendor/me': {
    summary: "The signed-in user's stores and roles, and their application to sell",
    auth: 'resident',
    response: ok(VendorMeResponseSchema),
  },
  'GET /api/admin/vendor-applications': {
    summary: 'Applications to sell, newest first (pending ones unless asked), with their applicants',
    auth: 'admin',
    query: AdminApplicationsQuerySchema,
    response: ok(AdminVendorApplicationsResponseSchema),
  },
  'POST /api/admin/vendor-applications/:id/approve': {
    summary: 'Approve an application: the catalog makes the store and the applicant becomes its owner',
    auth: 'admin',
    body: null,
    response: ok(AdminVendorApplicationSchema),
    errors: [409, 503],
  },
  'POST /api/admin/vendor-applications/:id/reject': {
    summary: 'Reject an application with the reason the applicant reads',
    auth: 'admin',
    body: RejectApplicationRequestSchema,
    response: ok(AdminVendorApplicationSchema),
    errors: [409],
  },
  'POST /api/admin/vendors/:id/invitations': {
    summary: "Invite someone by email to a local store's members (a link through the mailbox)",
    auth: 'admin',
    body: StoreInvitationRequestSchema,
    response: created(StoreInvitationSchema),
    errors: [404, 409, 422, 503],
  },
  'POST /api/vendor/invitations/accept': {
    summary: 'Accept an invitation: the signed-in user, whose email it was sent to, joins the store',
    auth: 'resident',
    body: AcceptInvitationRequestSchema,
    response: ok(AcceptInvitationResponseSchema),
    errors: [409],
  },
  'POST /api/vendor/applications': {
    summary: 'Apply to sell: a store that waits for an administrator',
    auth: 'resident',
    body: VendorApplicationRequestSchema,
    response: created(VendorApplicationSchema),
    errors: [409, 422, 503],
  },
  'POST /api/admin/login': {
    summary: 'Sign an administrator in (sets the admin session cookie)',
    auth: 'anonymous',
    body: AdminLoginRequestSchema,
    response: ok(AdminLoginResultSchema),
    errors: [401, 429],
  },
  'POST /api/admin/logout': {
    summary: "End the administrator's session",
    auth: 'anonymous',
    body: null,
    response: ok(AdminLoginResultSchema),
  },
  'GET /api/admin/auth-status': {
    summary: 'Whether an administrator is signed in',
    auth: 'anonymous',
    response: ok(AdminAuthStatusSchema),
  },
  'POST /api/admin/sessions/end-others': {
    summary: "End the administrator's other sessions (every browser but this one)",
    auth: 'admin',
    body: null,
    response: ok(AdminEndOtherSessionsResultSchema),
  },
  // catalog
  'GET /api/states': {
    summary: 'States that have communities',
    auth: 'anonymous',
    response: ok(StateListSchema),
  },
  'GET /api/cities': { summary: 'Cities with their states', auth: 'anonymous', response: ok(CityListSchema) },
  'GET /api/cities/:state': {
    summary: "A state's city names",
    auth: 'anonymous',
    response: ok(CityNameListSchema),
  },
  'GET /api/communities': {
    summary: 'Active communities, optionally of one city or state',
    auth: 'anonymous',
    query: CommunityQuerySchema,
    response: ok(z.array(CommunitySchema)),
  },
  'GET /api/communities/:id': { summary: 'One community', auth: 'anonymous', response: ok(CommunitySchema) },
  'GET /api/restaurants/all': {
    summary: "Restaurants of the caller's community",
    auth: 'anonymous',
    response: ok(RestaurantListSchema),
  },
  'GET /api/categories': {
    summary: "Categories of the caller's community",
    auth: 'anonymous',
    response: ok(z.array(CategorySchema)),
  },
  'GET /api/categories/:categoryId/billing': {
    summary: "A category's charges and taxes",
    auth: 'anonymous',
    response: ok(BillingConfigSchema),
  },
  'GET /api/vendors/category/:categoryId': {
    summary: "A category's vendors in the caller's community",
    auth: 'anonymous',
    response: ok(z.array(VendorSchema)),
  },
  'GET /api/vendors/:id': { summary: 'One vendor', auth: 'anonymous', response: ok(VendorSchema) },
  'GET /api/vendors/:id/menu': {
    summary: "A vendor's menu",
    auth: 'anonymous',
    response: ok(z.array(MenuItemSchema)),
  },
  'GET /api/vendors/:id/details': {
    summary: "A vendor's live availability, from its partner",
    auth: 'anonymous',
    response: ok(VendorDetailsResponseSchema),
    errors: [429],
  },
  'GET /api/vendors/:vendorId/reviews': {
    summary: "A vendor's reviews, a page at a time",
    auth: 'anonymous',
    query: ReviewListQuerySchema,
    response: ok(z.array(ReviewSchema)),
  },
  'GET /api/vendors/:vendorId/review-stats': {
    summary: "A vendor's rating summary",
    auth: 'anonymous',
    response: ok(ReviewStatsSchema),
  },
  'GET /api/vendors/:vendorId/review-eligibility': {
    summary: 'Whether the signed-in resident may review the vendor',
    auth: 'resident',
    response: ok(ReviewEligibilitySchema),
  },
  'POST /api/reviews/quick': {
    summary: 'Rate a delivered order in one step',
    auth: 'resident',
    body: QuickReviewSchema,
    response: created(ReviewSchema),
    errors: [403, 409, 422],
  },
  'POST /api/reviews': {
    summary: 'Review a vendor',
    auth: 'resident',
    body: CreateReviewSchema,
    response: created(ReviewSchema),
    errors: [403, 409, 422],
  },
  'POST /api/reviews/:reviewId/helpful': {
    summary: 'Mark a review helpful',
    auth: 'resident',
    body: null,
    response: ok(HelpfulVoteResponseSchema),
  },
  'DELETE /api/reviews/:reviewId/helpful': {
    summary: 'Take back a helpful mark',
    auth: 'resident',
    body: null,
    response: ok(HelpfulVoteResponseSchema),
  },
  'GET /api/customer/app-config': {
    summary: 'Pages and sections the customer app shows',
    auth: 'anonymous',
    response: ok(AppConfigListSchema),
  },
  'POST /api/generate-image': {
    summary: 'Generate a picture of a menu item',
    auth: 'resident',
    body: GenerateImageRequestSchema,
    response: ok(GenerateImageResultSchema),
  },
  'POST /api/generate-images-batch': {
    summary: 'Generate pictures of several menu items',
    auth: 'resident',
    body: GenerateImagesBatchRequestSchema,
    response: ok(GenerateImagesBatchResultSchema),
  },
  'GET /api/images/:file': {
    summary: 'A stored picture',
    auth: 'anonymous',
    response: { mediaType: 'image/*' },
  },
  'GET /api/admin/communities': {
    summary: 'Every community, filtered',
    auth: 'admin',
    query: AdminCommunitiesQuerySchema,
    response: ok(AdminCommunityListSchema),
  },
  'POST /api/admin/communities': {
    summary: 'Create a community',
    auth: 'admin',
    body: CommunityFormRequestSchema,
    response: created(AdminCommunitySchema),
    errors: [409],
  },
  'PUT /api/admin/communities/:id': {
    summary: 'Replace a community',
    auth: 'admin',
    body: CommunityFormRequestSchema,
    response: ok(AdminCommunitySchema),
    errors: [409],
  },
  'PATCH /api/admin/communities/:id/status': {
    summary: "Change a community's status",
    auth: 'admin',
    body: CommunityStatusRequestSchema,
    response: ok(AdminCommunitySchema),
  },
  'DELETE /api/admin/communities/:id': {
    summary: 'Delete a community nobody lives in',
    auth: 'admin',
    body: null,
    response: message,
    errors: [409, 503],
  },
  'GET /api/admin/app-config': {
    summary: "The customer app's pages and sections",
    auth: 'admin',
    response: ok(AdminAppConfigListSchema),
  },
  'PATCH /api/admin/app-config/pages/:pageId/status': {
    summary: 'Show or hide a page',
    auth: 'admin',
    body: AppConfigStatusRequestSchema,
    response: ok(AdminAppConfigPageSchema),
  },
  'PATCH /api/admin/app-config/sections/:sectionId/status': {
    summary: 'Show or hide a section',
    auth: 'admin',
    body: AppConfigStatusRequestSchema,
    response: ok(AdminAppConfigSectionSchema),
  },
  'PUT /api/admin/app-config/pages/:id': {
    summary: "Change a page's texts",
    auth: 'admin',
    body: AppConfigTextRequestSchema,
    response: ok(AdminAppConfigPageSchema),
  },
  'PUT /api/admin/app-config/sections/:id': {
    summary: "Change a section's texts",
    auth: 'admin',
    body: AppConfigTextRequestSchema,
    response: ok(AdminAppConfigSectionSchema),
  },
  'GET /api/admin/category-configs': {
    summary: 'Category configurations',
    auth: 'admin',
    response: ok(CategoryConfigListSchema),
  },
  'POST /api/admin/category-configs': {
    summary: 'Create a category configuration',
    auth: 'admin',
    body: CategoryConfigRequestSchema,
    response: created(CategoryConfigSchema),
    errors: [409],
  },
  'PUT /api/admin/category-configs/:id': {
    summary: 'Replace a category configuration',
    auth: 'admin',
    body: CategoryConfigRequestSchema,
    response: ok(CategoryConfigSchema),
    errors: [409],
  },
  'DELETE /api/admin/category-configs/:id': {
    summary: 'Delete a category configuration',
    auth: 'admin',
    body: null,
    response: message,
    errors: [409],
  },
  'POST /api/admin/category-configs/test-connection': {
    summary: "Try a partner's catalog endpoint",
    auth: 'admin',
    body: TestConnectionRequestSchema,
    response: ok(TestConnectionResultSchema),
  },
  'GET /api/admin/raw-categories': {
    summary: "Partners' raw categories and their mapping",
    auth: 'admin',
    response: ok(RawCategoryListSchema),
  },
  'POST /api/admin/raw-categories': {
    summary: 'Map a raw category',
    auth: 'admin',
    body: RawCategoryRequestSchema,
    response: created(RawCategorySchema),
    errors: [409],
  },
  'PUT /api/admin/raw-categories/:id': {
    summary: 'Change a raw category mapping',
    auth: 'admin',
    body: RawCategoryRequestSchema,
    response: ok(RawCategorySchema),
    errors: [409],
  },
  'DELETE /api/admin/raw-categories/:id': {
    summary: 'Delete a raw category mapping',
    auth: 'admin',
    body: null,
    response: message,
  },
  // order
  'POST /api/orders': {
    summary: 'Place an order',
    auth: 'resident',
    body: PlaceOrderRequestSchema,
    response: created(OrderSchema),
    errors: [409],
  },
  'POST /api/orders/rating': {
    summary: 'Rate a delivered order',
    auth: 'resident',
    body: OrderRatingRequestSchema,
    response: ok(OrderSchema),
    errors: [404, 409],
  },
  'GET /api/orders/user': {
    summary: "The signed-in resident's orders, newest first",
    auth: 'resident',
    query: UserOrdersQuerySchema,
    response: ok(UserOrdersResponseSchema),
  },
  'GET /api/orders/:orderId': { summary: 'One of your orders', auth: 'resident', response: ok(OrderSchema) },
  'GET /api/orders/:orderId/status': {
    summary: "An order's status, optionally asked of the partner again",
    auth: 'resident',
    query: OrderStatusQuerySchema,
    response: ok(OrderStatusResponseSchema),
  },
  'GET /api/orders/:orderId/events': {
    summary: "An order's status changes as they happen (Server-Sent Events; Last-Event-ID resumes)",
    auth: 'resident',
    response: { mediaType: 'text/event-stream', schema: OrderStatusEventSchema },
    errors: [429],
  },
  'POST /api/orders/:orderId/cancel': {
    summary: 'Cancel an order',
    auth: 'resident',
    body: null,
    response: ok(OrderSchema),
    errors: [409],
  },
  // order: a store's money and how reliably stores serve (issue 25)
  'GET /api/vendor/stores/:id/earnings': {
    summary: "A member's store's money, a day at a time (IST), with the ledger of its delivered cash orders",
    auth: 'vendor',
    query: EarningsQuerySchema,
    response: ok(EarningsResponseSchema),
  },
  'GET /api/vendor/stores/:id/earnings.csv': {
    summary: 'The same as CSV: one row a day, or (view=ledger) one a delivered order',
    auth: 'vendor',
    query: EarningsQuerySchema,
    response: { mediaType: 'text/csv' },
  },
  'GET /api/vendors/:vendorId/reliability': {
    summary: 'How reliably a store serves over 30 days (hidden below 10 finished orders)',
    auth: 'anonymous',
    response: ok(VendorReliabilitySchema),
  },
  // order: the vendor app (issue 24)
  'GET /api/vendor/orders': {
    summary: "Orders of the signed-in member's stores: a tab or status, a store, dates, an order number",
    auth: 'vendor',
    query: VendorOrdersQuerySchema,
    response: ok(VendorOrdersResponseSchema),
  },
  'GET /api/vendor/orders/events': {
    summary:
      "Each order of the member's stores as it arrives or changes (Server-Sent Events; Last-Event-ID resumes)",
    auth: 'vendor',
    response: { mediaType: 'text/event-stream', schema: VendorOrderEventSchema },
    errors: [429],
  },
  'GET /api/vendor/orders/:orderId': {
    summary: "One order of the member's stores",
    auth: 'vendor',
    response: ok(VendorOrderSchema),
  },
  'POST /api/vendor/orders/:orderId/accept': {
    summary: 'Accept a new order with a preparation time, which becomes the estimated delivery',
    auth: 'vendor',
    body: AcceptOrderRequestSchema,
    response: ok(VendorOrderSchema),
    errors: [409],
  },
  'POST /api/vendor/orders/:orderId/reject': {
    summary: 'Reject a new order with a reason the resident reads',
    auth: 'vendor',
    body: RejectOrderRequestSchema,
    response: ok(VendorOrderSchema),
    errors: [409],
  },
  'POST /api/vendor/orders/:orderId/status': {
    summary: 'Move an accepted order to its next step (preparing, ready, out for delivery)',
    auth: 'vendor',
    body: VendorStatusRequestSchema,
    response: ok(VendorOrderSchema),
    errors: [409],
  },
  'POST /api/vendor/orders/:orderId/deliver': {
    summary:
      "Mark an order delivered with the resident's handoff code (or, for the owner after 5 wrong codes, without)",
    auth: 'vendor',
    body: DeliverOrderRequestSchema,
    response: ok(VendorOrderSchema),
    errors: [409],
  },
  'GET /api/notifications': {
    summary: "The signed-in resident's notifications",
    auth: 'resident',
    response: ok(NotificationListResponseSchema),
  },
  'GET /api/notifications/events': {
    summary: 'New notifications as they happen (Server-Sent Events; Last-Event-ID resumes)',
    auth: 'resident',
    response: { mediaType: 'text/event-stream', schema: NotificationSchema },
    errors: [429],
  },
  'PUT /api/notifications/:id/read': {
    summary: 'Mark a notification read',
    auth: 'resident',
    body: null,
    response: ok(NotificationSchema),
  },
  'GET /api/admin/orders-report': {
    summary: 'Orders in a time window, a page at a time',
    auth: 'admin',
    query: OrdersReportQuerySchema,
    response: ok(OrdersReportResponseSchema),
  },
  'GET /api/admin/orders-report/export': {
    summary: 'Orders in a time window as CSV',
    auth: 'admin',
    query: OrdersReportQuerySchema,
    response: { mediaType: 'text/csv' },
  },
  'GET /api/admin/set-aside-events': {
    summary: 'Events the order service could not handle',
    auth: 'admin',
    response: ok(SetAsideEventListSchema),
  },
  'POST /api/admin/set-aside-events/:eventId/replay': {
    summary: 'Handle a set-aside event again',
    auth: 'admin',
    body: null,
    response: ok(SetAsideEventReplayResponseSchema),
    errors: [409],
  },
  'GET /api/admin/order-status-configs': {
    summary: 'How each category fetches order statuses',
    auth: 'admin',
    query: OrderStatusConfigsQuerySchema,
    response: ok(OrderStatusConfigListSchema),
  },
  'POST /api/admin/order-status-configs': {
    summary: 'Create an order status configuration',
    auth: 'admin',
    body: OrderStatusConfigRequestSchema,
    response: created(OrderStatusConfigSchema),
  },
  'PUT /api/admin/order-status-configs/:id': {
    summary: 'Replace an order status configuration',
    auth: 'admin',
    body: OrderStatusConfigRequestSchema,
    response: ok(OrderStatusConfigSchema),
  },
  'DELETE /api/admin/order-status-configs/:id': {
    summary: 'Delete an order status configuration',
    auth: 'admin',
    body: null,
    response: message,
  },
  // catalog: a store's own settings and menu, and the back-office's vendors (issue 25)
  'GET /api/vendor/stores/:id': {
    summary: "One of the member's stores: profile, hours, and why it is open or closed now",
    auth: 'vendor',
    response: ok(StoreSchema),
  },
  'PATCH /api/vendor/stores/:id': {
    summary: 'The open/closed switch (any member) and the profile (the owner)',
    auth: 'vendor',
    body: StoreUpdateRequestSchema,
    response: ok(StoreSchema),
    errors: [409, 422],
  },
  'PUT /api/vendor/stores/:id/hours': {
    summary: "The store's weekly hours (IST), or none; the store follows them from now (the owner)",
    auth: 'vendor',
    body: StoreHoursRequestSchema,
    response: ok(StoreSchema),
  },
  'POST /api/vendor/stores/:id/pause': {
    summary: 'Busy: no new orders for 15, 30 or 60 minutes, or (0) take them again',
    auth: 'vendor',
    body: StorePauseRequestSchema,
    response: ok(StoreSchema),
    errors: [409],
  },
  'GET /api/vendor/stores/:id/menu-items': {
    summary: "The store's menu, available or not, in menu order",
    auth: 'vendor',
    query: StoreMenuQuerySchema,
    response: ok(StoreMenuResponseSchema),
  },
  'POST /api/vendor/stores/:id/menu-items': {
    summary: 'Add an item to the menu (the owner)',
    auth: 'vendor',
    body: MenuItemCreateRequestSchema,
    response: created(StoreMenuItemSchema),
    errors: [409],
  },
  'PATCH /api/vendor/menu-items/:id': {
    summary: 'Change an item: its availability (any member), anything else (the owner)',
    auth: 'vendor',
    body: MenuItemUpdateRequestSchema,
    response: ok(StoreMenuItemSchema),
    errors: [409],
  },
  'DELETE /api/vendor/menu-items/:id': {
    summary: 'Remove an item from the menu (the owner)',
    auth: 'vendor',
    body: null,
    response: { status: 204 },
  },
  'GET /api/admin/vendors': {
    summary: 'Vendors by name, with their members and how they served over 30 days',
    auth: 'admin',
    query: AdminVendorsQuerySchema,
    response: ok(AdminVendorsResponseSchema),
  },
  'PATCH /api/admin/vendors/:id/status': {
    summary: 'Suspend a vendor (hidden from residents, closed) with a reason, or reactivate it',
    auth: 'admin',
    body: AdminVendorStatusRequestSchema,
    response: ok(StoreStandingSchema),
  },
  // webhook
  'POST /api/webhook': {
    summary: "A partner's order event, signed (or, the older way, carrying the secret in the body)",
    auth: 'partner',
    body: WebhookPayloadSchema,
    response: ok(WebhookAcceptedResponseSchema),
    errors: [415, 422, 429],
  },
  'GET /api/webhook/analytics': {
    summary: 'Webhook counts and recent deliveries',
    auth: 'admin',
    query: AnalyticsQuerySchema,
    response: ok(WebhookAnalyticsResponseSchema),
  },
  'GET /api/admin/webhook-report': {
    summary: 'Webhook deliveries in a time window, a page at a time',
    auth: 'admin',
    query: WebhookReportQuerySchema,
    response: ok(WebhookReportResponseSchema),
  },
  'GET /api/admin/webhook-config': {
    summary: 'What partners need to send webhooks',
    auth: 'admin',
    response: ok(WebhookConfigResponseSchema),
  },
  'GET /api/admin/webhook-secrets': {
    summary: "Partners' signing secrets (never the secret itself)",
    auth: 'admin',
    response: ok(PartnerSecretListResponseSchema),
  },
  'POST /api/admin/webhook-secrets': {
    summary: "Rotate a partner's signing secret, the old one valid for a grace period",
    auth: 'admin',
    body: RotatePartnerSecretRequestSchema,
    response: created(RotatePartnerSecretResponseSchema),
  },
  'DELETE /api/admin/webhook-secrets/:id': {
    summary: 'Revoke a signing secret',
    auth: 'admin',
    body: null,
    response: ok(RevokePartnerSecretResponseSchema),
  },
};

/** The call's operation; every route of API_ROUTES has one (api-operations.test.ts). */
export function apiOperation(route: Pick<ApiRoute, 'method' | 'path'>): ApiOperation | undefined {
  return API_OPERATIONS[routeKey(route)];
}
