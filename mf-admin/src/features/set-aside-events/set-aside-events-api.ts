import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SetAsideEventListSchema, SetAsideEventReplayResponseSchema } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

const SET_ASIDE_KEY = ['set-aside-events'] as const;

/** GET /api/admin/set-aside-events: newest first. */
export function useSetAsideEvents() {
  return useQuery({
    queryKey: SET_ASIDE_KEY,
    queryFn: async () =>
      SetAsideEventListSchema.parse(await apiFetch<unknown>('/api/admin/set-aside-events')).data,
  });
}

/** POST /api/admin/set-aside-events/{eventId}/replay; the list is read again either way. */
export function useReplaySetAsideEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) =>
      SetAsideEventReplayResponseSchema.parse(
        await apiFetch<unknown>(`/api/admin/set-aside-events/${encodeURIComponent(eventId)}/replay`, {
          method: 'POST',
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SET_ASIDE_KEY }),
  });
}
