import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VendorMeResponseSchema, type LoginRequest, type VendorMeResponse } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

export const VENDOR_ME_QUERY_KEY = ['vendor', 'me'] as const;

/** While an application waits for an administrator, look again this often, so approval opens the inbox. */
const APPLICATION_RECHECK_MS = 30_000;

/** GET /api/vendor/me: the signed-in user's stores and roles, and their application to sell (401 signed out). */
export function useVendorMe() {
  return useQuery({
    queryKey: VENDOR_ME_QUERY_KEY,
    queryFn: async ({ signal }): Promise<VendorMeResponse> =>
      VendorMeResponseSchema.parse(await apiFetch<unknown>('/api/vendor/me', { signal })),
    refetchInterval: (query) =>
      query.state.data?.stores.length === 0 && query.state.data.application?.status === 'pending'
        ? APPLICATION_RECHECK_MS
        : false,
  });
}

/** The member's role in `storeId`, or undefined when they are not a member of it. */
export function roleIn(me: VendorMeResponse, storeId: number) {
  return me.stores.find((store) => store.storeId === storeId)?.role;
}

/** POST /api/auth/login: the resident's sign-in, the same account on the vendor side. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's user is the resident's profile; the vendor side reads its own (GET /api/vendor/me).
    mutationFn: async (request: LoginRequest) => {
      await apiFetch<unknown>('/api/auth/login', { method: 'POST', body: request });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDOR_ME_QUERY_KEY }),
  });
}

/**
 * GET /api/logout ends the session. It answers with a redirect to the resident app, for the profile
 * screen's link; here it is called without following it, so the vendor stays on /vendor, signed out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/logout', { credentials: 'include', redirect: 'manual' });
      // A followed redirect is 'opaqueredirect' (status 0); a refusal is a status of its own.
      if (response.type !== 'opaqueredirect' && !response.ok) throw new Error(`${response.status}`);
    },
    onSuccess: () => {
      // Nothing of the member's stays in the cache; the gate reads who is there again (a 401: sign-in).
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === 'vendor' && query.queryKey[1] !== 'me',
      });
      return queryClient.resetQueries({ queryKey: VENDOR_ME_QUERY_KEY });
    },
  });
}
