import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcceptInvitationResponseSchema,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type VendorMeResponse,
} from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';
import { VENDOR_ME_QUERY_KEY } from '../session/session-api';

/** An accepted invitation, kept by its token under 'vendor' (signing out drops it). */
const invitationKey = (token: string) => ['vendor', 'invitation', token] as const;

/**
 * The invitation this token was accepted with, in this visit. The gate shows the join page of a
 * user without a store apart from the workspace; once the invitation makes them a member, the
 * workspace's join page shows the same answer.
 */
export function useAcceptedInvitation(token: string) {
  return useQuery<AcceptInvitationResponse>({ queryKey: invitationKey(token), queryFn: skipToken });
}

/**
 * POST /api/vendor/invitations/accept `{ token }`: the user becomes a member of the store. Its
 * membership goes into the cached GET /api/vendor/me at once, which is read again from the server.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AcceptInvitationRequest) => {
      const answer = AcceptInvitationResponseSchema.parse(
        await apiFetch<unknown>('/api/vendor/invitations/accept', { method: 'POST', body: request }),
      );
      await untilMemberOf(answer.storeId);
      return answer;
    },
    onSuccess: (answer, request) => {
      queryClient.setQueryData(invitationKey(request.token), answer);
      queryClient.setQueryData<VendorMeResponse>(VENDOR_ME_QUERY_KEY, (me) =>
        me === undefined || me.stores.some((store) => store.storeId === answer.storeId)
          ? me
          : {
              ...me,
              stores: [...me.stores, { storeId: answer.storeId, role: answer.role, name: answer.storeName }],
            },
      );
      void queryClient.invalidateQueries({ queryKey: VENDOR_ME_QUERY_KEY });
    },
  });
}

/** The gateway keeps a session's identity up to SESSION_CACHE_MS (2 s): wait a little longer than that. */
const MEMBERSHIP_WAIT_MS = 5_000;
const MEMBERSHIP_RETRY_MS = 400;

/**
 * Until the store's calls know the new member: the gateway's cached identity names the store within
 * a couple of seconds of joining, and until then they answer 403 or 404. "Go to orders" opens a
 * workspace that works, rather than one whose first reads were refused. Past the wait, goes on.
 */
async function untilMemberOf(storeId: number): Promise<void> {
  const deadline = Date.now() + MEMBERSHIP_WAIT_MS;
  while (Date.now() < deadline) {
    try {
      await apiFetch<unknown>(`/api/vendor/stores/${storeId}`);
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 404)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, MEMBERSHIP_RETRY_MS));
  }
}
