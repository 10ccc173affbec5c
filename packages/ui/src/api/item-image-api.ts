import { useQuery } from '@tanstack/react-query';
import { GenerateImageResultSchema, type GenerateImageRequest } from '@marketplace/contracts';
import { ApiError, apiFetch } from './api-fetch';

// A menu item's picture, read the same way by the resident's vendor page and the vendor app's menu.

/** One item's picture in the query cache: the same item of the same store has the same picture. */
export function itemImageQueryKey(request: GenerateImageRequest) {
  return ['item-image', request.restaurantId, request.itemName, request.category] as const;
}

/**
 * POST /api/generate-image for one menu item: the URL of its stored picture (/api/images/..., ours,
 * cached for good), made now if the item had none; null when the answer says it failed. An HTTP
 * failure rejects with ApiError.
 */
export async function requestItemImage(request: GenerateImageRequest): Promise<string | null> {
  const result = GenerateImageResultSchema.parse(
    await apiFetch<unknown>('/api/generate-image', { method: 'POST', body: request }),
  );
  return result.success && result.imageUrl !== undefined ? result.imageUrl : null;
}

/**
 * The item's picture, asked for as the item is shown. Customer spec 8: a failure falls back to the
 * letter placeholder (null), and HTTP errors are only logged. The answer never changes for an item,
 * so it is asked once per visit and not retried.
 */
export function useItemImage(request: GenerateImageRequest) {
  return useQuery({
    queryKey: itemImageQueryKey(request),
    queryFn: async (): Promise<string | null> => {
      try {
        return await requestItemImage(request);
      } catch (error) {
        if (error instanceof ApiError)
          console.warn(`Image generation failed: ${error.status}`, error.message);
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
