import type { z } from 'zod';
import {
  AddressRequestSchema,
  AdminCommunitiesQuerySchema,
  AdminLoginRequestSchema,
  AppConfigStatusRequestSchema,
  AppConfigTextRequestSchema,
  CategoryConfigRequestSchema,
  CommunityFormRequestSchema,
  CommunityStatusRequestSchema,
  CreateReviewSchema,
  ForgotPasswordRequestSchema,
  GenerateImageRequestSchema,
  GenerateImagesBatchRequestSchema,
  LoginRequestSchema,
  OnboardingUpdateSchema,
  OrderRatingRequestSchema,
  OrdersReportQuerySchema,
  OrderStatusConfigRequestSchema,
  OrderStatusConfigsQuerySchema,
  OrderStatusQuerySchema,
  PlaceOrderRequestSchema,
  ProfileUpdateSchema,
  QuickReviewSchema,
  RawCategoryRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  ReviewListQuerySchema,
  RotatePartnerSecretRequestSchema,
  TestConnectionRequestSchema,
  UserOrdersQuerySchema,
  WebhookReportQuerySchema,
  type ApiRoute,
} from '@marketplace/contracts';

/**
 * What each call reads, as its route parses it (services/<svc>/src/http/*.routes.ts): the services
 * have no route → schema table of their own, each route parses with the contract's schema inline.
 *
 * Every call that may write is listed, with its body schema or `null` for "reads no body": a body
 * the schema accepts would be a real write, so the fuzz sends only bodies it refuses. A write the
 * table does not know fails the fuzz until it is added here. Reads may be listed for their query
 * schema, whose field names make the query strings; the rest get generic names.
 */
export const BODY_SCHEMAS: Record<string, z.ZodType | null> = {
  'POST /api/auth/register': RegisterRequestSchema,
  'POST /api/auth/login': LoginRequestSchema,
  'POST /api/auth/forgot-password': ForgotPasswordRequestSchema,
  'POST /api/auth/reset-password': ResetPasswordRequestSchema,
  'PATCH /api/user/profile': ProfileUpdateSchema,
  'PATCH /api/users/onboarding': OnboardingUpdateSchema,
  'POST /api/user/addresses': AddressRequestSchema,
  'PUT /api/user/addresses/:id': AddressRequestSchema,
  'DELETE /api/user/addresses/:id': null,
  'POST /api/admin/login': AdminLoginRequestSchema,
  'POST /api/admin/logout': null,
  'POST /api/reviews/quick': QuickReviewSchema,
  'POST /api/reviews': CreateReviewSchema,
  'POST /api/reviews/:reviewId/helpful': null,
  'DELETE /api/reviews/:reviewId/helpful': null,
  'POST /api/generate-image': GenerateImageRequestSchema,
  'POST /api/generate-images-batch': GenerateImagesBatchRequestSchema,
  'POST /api/admin/communities': CommunityFormRequestSchema,
  'PUT /api/admin/communities/:id': CommunityFormRequestSchema,
  'PATCH /api/admin/communities/:id/status': CommunityStatusRequestSchema,
  'DELETE /api/admin/communities/:id': null,
  'PATCH /api/admin/app-config/pages/:pageId/status': AppConfigStatusRequestSchema,
  'PATCH /api/admin/app-config/sections/:sectionId/status': AppConfigStatusRequestSchema,
  'PUT /api/admin/app-config/pages/:id': AppConfigTextRequestSchema,
  'PUT /api/admin/app-config/sections/:id': AppConfigTextRequestSchema,
  'POST /api/admin/category-configs': CategoryConfigRequestSchema,
  'PUT /api/admin/category-configs/:id': CategoryConfigRequestSchema,
  'DELETE /api/admin/category-configs/:id': null,
  'POST /api/admin/category-configs/test-connection': TestConnectionRequestSchema,
  'POST /api/admin/raw-categories': RawCategoryRequestSchema,
  'PUT /api/admin/raw-categories/:id': RawCategoryRequestSchema,
  'DELETE /api/admin/raw-categories/:id': null,
  'POST /api/orders': PlaceOrderRequestSchema,
  'POST /api/orders/rating': OrderRatingRequestSchema,
  'POST /api/orders/:orderId/cancel': null,
  'PUT /api/notifications/:id/read': null,
  'POST /api/admin/set-aside-events/:eventId/replay': null,
  'POST /api/admin/order-status-configs': OrderStatusConfigRequestSchema,
  'PUT /api/admin/order-status-configs/:id': OrderStatusConfigRequestSchema,
  'DELETE /api/admin/order-status-configs/:id': null,
  // Unsigned, so refused whatever the body: the fuzz never holds a partner's secret.
  'POST /api/webhook': null,
  'POST /api/admin/webhook-secrets': RotatePartnerSecretRequestSchema,
  'DELETE /api/admin/webhook-secrets/:id': null,
};

export const QUERY_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/admin/communities': AdminCommunitiesQuerySchema,
  'GET /api/vendors/:vendorId/reviews': ReviewListQuerySchema,
  'GET /api/admin/order-status-configs': OrderStatusConfigsQuerySchema,
  'GET /api/admin/orders-report': OrdersReportQuerySchema,
  'GET /api/admin/orders-report/export': OrdersReportQuerySchema,
  'GET /api/orders/user': UserOrdersQuerySchema,
  'GET /api/orders/:orderId/status': OrderStatusQuerySchema,
  'GET /api/admin/webhook-report': WebhookReportQuerySchema,
};

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * Whether the route could take the body as valid. A route parses `req.body ?? {}`, and a body the
 * JSON parser does not read (another content type) arrives as nothing, so `{}` and `undefined` are
 * tried too: a schema that accepts them would make any unread body a real write.
 */
export function acceptsBody(schema: z.ZodType, parsed: { value: unknown } | undefined): boolean {
  const candidates = [{}, undefined, ...(parsed ? [parsed.value] : [])];
  return candidates.some((candidate) => schema.safeParse(candidate).success);
}
