import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminVendorApplicationSchema,
  AdminVendorApplicationsResponseSchema,
  AdminVendorsResponseSchema,
  CategorySchema,
  StoreInvitationSchema,
  StoreStandingSchema,
  type AdminApplicationsQuery,
  type AdminVendorApplication,
  type AdminVendorStatusRequest,
  type Category,
  type RejectApplicationRequest,
  type StoreInvitation,
  type StoreInvitationRequest,
  type StoreStanding,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import type { ReportPage } from '../reports/report-query';
import { vendorsQuery, type VendorFilters } from './vendor-query';

// The Vendors tab's calls (issue 25): applications and invitations are the auth service's, the
// vendors and their status the catalog's. Admin spec 9's defaults hold (never stale, no refetch, no
// retries); a decision reads the lists it changes again.

export type ApplicationStatus = AdminApplicationsQuery['status'];

const APPLICATIONS_KEY = ['admin-vendor-applications'] as const;
const VENDORS_KEY = ['admin-vendors'] as const;

/** GET /api/admin/vendor-applications?status=: newest first. */
export function useVendorApplications(status: ApplicationStatus) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, status],
    queryFn: async () =>
      AdminVendorApplicationsResponseSchema.parse(
        await apiFetch<unknown>(`/api/admin/vendor-applications?${new URLSearchParams({ status })}`),
      ).applications,
  });
}

/**
 * GET /api/categories, hidden ones too: an application names its category by id. A failure leaves
 * the ids to name them (the cards still show), so it is no error of the tab's.
 */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async (): Promise<Category[]> => {
      try {
        return CategorySchema.array().parse(await apiFetch<unknown>('/api/categories'));
      } catch (error) {
        console.error('Failed to fetch categories', error);
        return [];
      }
    },
  });
}

/** GET /api/admin/vendors: one page; the page shown stays while the next loads. */
export function useAdminVendors(filters: VendorFilters, page: ReportPage) {
  const query = vendorsQuery(filters, page);
  return useQuery({
    queryKey: [...VENDORS_KEY, query.toString()],
    queryFn: async () =>
      AdminVendorsResponseSchema.parse(await apiFetch<unknown>(`/api/admin/vendors?${query}`)),
    placeholderData: keepPreviousData,
  });
}

/**
 * An application decided: both lists are read again whatever the answer, since a refusal (409)
 * means someone else decided it meanwhile; an approval adds a store to the vendors.
 */
function useApplicationDecision<Input>(mutationFn: (input: Input) => Promise<AdminVendorApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
      ]);
    },
  });
}

/** POST /api/admin/vendor-applications/{id}/approve, no body: the catalog makes the store. */
export function useApproveApplication() {
  return useApplicationDecision(async (id: number) =>
    AdminVendorApplicationSchema.parse(
      await apiFetch<unknown>(`/api/admin/vendor-applications/${id}/approve`, { method: 'POST' }),
    ),
  );
}

/** POST /api/admin/vendor-applications/{id}/reject with the reason the applicant reads. */
export function useRejectApplication() {
  return useApplicationDecision(async ({ id, request }: { id: number; request: RejectApplicationRequest }) =>
    AdminVendorApplicationSchema.parse(
      await apiFetch<unknown>(`/api/admin/vendor-applications/${id}/reject`, {
        method: 'POST',
        body: request,
      }),
    ),
  );
}

/** PATCH /api/admin/vendors/{id}/status: suspend with a reason, or reactivate; the page is read again. */
export function useSetVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      request,
    }: {
      id: number;
      request: AdminVendorStatusRequest;
    }): Promise<StoreStanding> =>
      StoreStandingSchema.parse(
        await apiFetch<unknown>(`/api/admin/vendors/${id}/status`, { method: 'PATCH', body: request }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
  });
}

/**
 * POST /api/admin/vendors/{id}/invitations: 201 with the invitation. The members change only when
 * the link is used, so nothing is read again.
 */
export function useInviteMember() {
  return useMutation({
    mutationFn: async ({
      id,
      request,
    }: {
      id: number;
      request: StoreInvitationRequest;
    }): Promise<StoreInvitation> =>
      StoreInvitationSchema.parse(
        await apiFetch<unknown>(`/api/admin/vendors/${id}/invitations`, { method: 'POST', body: request }),
      ),
  });
}
