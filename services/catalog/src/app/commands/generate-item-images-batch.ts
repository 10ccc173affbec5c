import { IMAGE_BATCH_MAX_ITEMS, IMAGE_MESSAGES } from '@marketplace/contracts';
import { ImageBatchTooLargeError } from '../../domain/errors';
import type { ItemImage, ItemImageRequest } from '../../domain/item-image';
import { generateItemImage, type GenerateItemImageDeps } from './generate-item-image';

/** Pictures of one batch made at once: enough to overlap the model's waits, few enough to spare the pool. */
export const IMAGE_BATCH_CONCURRENCY = 4;

export type BatchImageResult = ({ success: true } & ItemImage) | { success: false; error: string };

/**
 * The pictures of up to IMAGE_BATCH_MAX_ITEMS items, in the items' order, IMAGE_BATCH_CONCURRENCY
 * at a time. One item's failure is that item's result, logged; the others go on. The model's
 * waits of the whole batch end together, after the model's timeout from the start, so a slow model
 * cannot hold the answer past it: items still waiting then get the built-in picture.
 */
export async function generateItemImagesBatch(
  deps: GenerateItemImageDeps,
  requests: readonly ItemImageRequest[],
): Promise<BatchImageResult[]> {
  if (requests.length > IMAGE_BATCH_MAX_ITEMS) throw new ImageBatchTooLargeError(IMAGE_BATCH_MAX_ITEMS);
  const deadline = deps.imageModel ? AbortSignal.timeout(deps.imageModel.timeoutMs) : undefined;
  return inOrder(requests, IMAGE_BATCH_CONCURRENCY, async (request): Promise<BatchImageResult> => {
    try {
      return { success: true, ...(await generateItemImage(deps, request, deadline)) };
    } catch (error) {
      deps.logger.error(
        { err: error, restaurantId: request.restaurantId, itemName: request.itemName },
        'batch image failed',
      );
      return { success: false, error: IMAGE_MESSAGES.itemFailed };
    }
  });
}

/** `work` over the items, at most `limit` at a time, the results in the items' order. */
async function inOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
