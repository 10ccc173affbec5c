import type { GenerateImageResult, GenerateImagesBatchResult } from '@marketplace/contracts';
import type { BatchImageResult } from '../app/commands/generate-item-images-batch';
import type { ItemImage } from '../domain/item-image';

export const toGenerateImageResult = (image: ItemImage): GenerateImageResult => ({
  success: true,
  imageUrl: image.imageUrl,
  isAIGenerated: image.isAIGenerated,
  fromCache: image.fromCache,
  prompt: image.prompt,
});

export const toGenerateImagesBatchResult = (results: BatchImageResult[]): GenerateImagesBatchResult => ({
  success: results.every((result) => result.success),
  results: results.map((result) => (result.success ? toGenerateImageResult(result) : result)),
});
