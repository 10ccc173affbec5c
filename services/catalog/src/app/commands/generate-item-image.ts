import type { Logger } from '@marketplace/service-kit';
import { composeFoodIllustration } from '../../domain/food-illustration';
import { ImageModelError, type ImageModel } from '../../domain/image-model';
import {
  imageFileOf,
  imagePrompt,
  imageUrlOf,
  sniffImageType,
  type ImageFile,
  type ItemImage,
  type ItemImageRequest,
} from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';

export interface GenerateItemImageDeps {
  itemImages: ItemImageRepository;
  /** The external image model, when one is configured (IMAGE_API_URL). */
  imageModel?: ImageModel;
  logger: Logger;
}

/**
 * A menu item's picture: the one it has, or a new one, stored so that every later ask gets the same
 * (fromCache). A new picture comes from the external model when one is configured and answers with
 * a picture in time (isAIGenerated), else from the built-in illustration. `signal` ends the wait for
 * the model early (a batch's deadline); the built-in picture is drawn then.
 */
export async function generateItemImage(
  deps: GenerateItemImageDeps,
  request: ItemImageRequest,
  signal?: AbortSignal,
): Promise<ItemImage> {
  // The model is asked only for an item without a picture. Without a model, drawing costs less
  // than a query: the picture is drawn, and saving it answers the stored one if there is one.
  if (deps.imageModel) {
    const stored = await deps.itemImages.find(request);
    if (stored) return { ...stored, fromCache: true };
  }
  const prompt = imagePrompt(request);
  const modelPicture = await askModel(deps, prompt, signal);
  const file =
    modelPicture ?? imageFileOf(Buffer.from(composeFoodIllustration(request), 'utf8'), 'image/svg+xml');
  const { image, created } = await deps.itemImages.save({
    request,
    file,
    prompt,
    imageUrl: imageUrlOf(file),
    isAIGenerated: modelPicture !== null,
  });
  return { ...image, fromCache: !created };
}

/** The model's picture, or null (no model, no time left, or a failure, which is logged). */
async function askModel(
  deps: GenerateItemImageDeps,
  prompt: string,
  signal: AbortSignal | undefined,
): Promise<ImageFile | null> {
  if (!deps.imageModel || signal?.aborted) return null;
  try {
    const bytes = await deps.imageModel.generate(prompt, signal);
    const contentType = sniffImageType(bytes);
    if (!contentType)
      throw new ImageModelError('the image model answered bytes that are no PNG, JPEG or WebP');
    return imageFileOf(bytes, contentType);
  } catch (error) {
    deps.logger.warn({ err: error }, 'image model gave no picture; drawing the built-in illustration');
    return null;
  }
}
