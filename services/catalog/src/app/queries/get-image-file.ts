import { IMAGE_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { parseImageFileName, type ImageFile } from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';

/** A stored picture by its file name ({hash}.{extension}); a name of no stored file is a 404. */
export async function getImageFile(
  deps: { itemImages: ItemImageRepository },
  name: string,
): Promise<ImageFile> {
  const named = parseImageFileName(name);
  const file = named && (await deps.itemImages.findFile(named.hash));
  if (!file || file.contentType !== named?.contentType) throw new NotFoundError(IMAGE_MESSAGES.imageNotFound);
  return file;
}
