import { useMutation } from '@tanstack/react-query';
import {
  GenerateImageResultSchema,
  GenerateImagesBatchResultSchema,
  IMAGE_GENERATOR_TEXTS,
  type GenerateImageRequest,
  type GenerateImageResult,
  type GenerateImagesBatchResult,
} from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';

/** Admin spec 8: a non-OK answer fails as 'HTTP error! status: {code}', as the tool reports it. */
async function postImageCall(path: string, body: unknown): Promise<unknown> {
  try {
    return await apiFetch<unknown>(path, { method: 'POST', body });
  } catch (error) {
    throw error instanceof ApiError ? new Error(IMAGE_GENERATOR_TEXTS.httpError(error.status)) : error;
  }
}

/** POST /api/generate-image. */
export function useGenerateImage() {
  return useMutation({
    mutationFn: async (request: GenerateImageRequest): Promise<GenerateImageResult> =>
      GenerateImageResultSchema.parse(await postImageCall('/api/generate-image', request)),
  });
}

/** POST /api/generate-images-batch: the results in the order of the items. */
export function useGenerateImagesBatch() {
  return useMutation({
    mutationFn: async (items: GenerateImageRequest[]): Promise<GenerateImagesBatchResult> =>
      GenerateImagesBatchResultSchema.parse(await postImageCall('/api/generate-images-batch', { items })),
  });
}
