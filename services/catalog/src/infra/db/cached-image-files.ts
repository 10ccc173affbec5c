import type { ImageFile } from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';

/**
 * The item image repository with its files kept in memory, up to `maxBytes`, the least recently
 * served going first (issue 13: cached pictures at thousands a second). A file never changes (its
 * name is its hash), so an entry is never stale and no write drops it; only found files are kept,
 * and concurrent reads of one file share one query.
 */
export function withCachedImageFiles<T extends ItemImageRepository>(images: T, maxBytes: number): T {
  const files = new Map<string, ImageFile>();
  const reading = new Map<string, Promise<ImageFile | null>>();
  let bytes = 0;

  const keep = (file: ImageFile) => {
    if (file.bytes.length > maxBytes || files.has(file.hash)) return;
    files.set(file.hash, file);
    bytes += file.bytes.length;
    for (const [hash, oldest] of files) {
      if (bytes <= maxBytes) break;
      files.delete(hash);
      bytes -= oldest.bytes.length;
    }
  };

  const findFile = async (hash: string): Promise<ImageFile | null> => {
    const cached = files.get(hash);
    if (cached) {
      // Served again: to the back of the eviction order.
      files.delete(hash);
      files.set(hash, cached);
      return cached;
    }
    const underWay = reading.get(hash);
    if (underWay) return underWay;
    const read = images.findFile(hash).finally(() => reading.delete(hash));
    reading.set(hash, read);
    const file = await read;
    if (file) keep(file);
    return file;
  };

  return new Proxy(images, {
    get: (target, property, receiver) =>
      property === 'findFile' ? findFile : Reflect.get(target, property, receiver),
  });
}
