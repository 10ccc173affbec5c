import { IMAGE_BATCH_MAX_ITEMS, IMAGE_MESSAGES } from '@marketplace/contracts';
import { createLogger } from '@marketplace/service-kit';
import { ImageBatchTooLargeError } from '../../domain/errors';
import type { ImageModel } from '../../domain/image-model';
import type { ImageFile, NewItemImage, StoredItemImage } from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';
import { generateItemImage } from './generate-item-image';
import { IMAGE_BATCH_CONCURRENCY, generateItemImagesBatch } from './generate-item-images-batch';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/** The repository in memory; `failFor` names items whose save fails. */
function memoryImages(failFor = new Set<string>()): ItemImageRepository & { files: Map<string, ImageFile> } {
  const rows = new Map<string, StoredItemImage>();
  const files = new Map<string, ImageFile>();
  const keyOf = (key: { restaurantId: number; itemName: string; category: string }) =>
    `${key.restaurantId}/${key.itemName}/${key.category}`;
  return {
    files,
    find: async (key) => rows.get(keyOf(key)) ?? null,
    save: async ({ request, file, ...image }: NewItemImage) => {
      if (failFor.has(request.itemName)) throw new Error('database away');
      if (!files.has(file.hash)) files.set(file.hash, file);
      const standing = rows.get(keyOf(request));
      if (standing) return { image: standing, created: false };
      rows.set(keyOf(request), image);
      return { image, created: true };
    },
    saveFile: async (file) => {
      if (!files.has(file.hash)) files.set(file.hash, file);
    },
    findFile: async (hash) => files.get(hash) ?? null,
  };
}

const logger = createLogger('test', 'silent');
const item = (itemName: string, category = 'main_course') => ({ restaurantId: 9999, itemName, category });

/** A model that answers a PNG after `delayMs`, counting the calls under way at once. */
function slowModel(delayMs: number, timeoutMs = 1_000) {
  const seen = { running: 0, most: 0, calls: 0 };
  const model: ImageModel = {
    timeoutMs,
    generate: (_prompt, signal) => {
      seen.calls += 1;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      return new Promise((resolve, reject) => {
        const done = setTimeout(() => {
          seen.running -= 1;
          resolve(PNG);
        }, delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(done);
          seen.running -= 1;
          reject(signal.reason);
        });
      });
    },
  };
  return { model, seen };
}

describe('generateItemImage', () => {
  it('draws the built-in picture once, then answers the same one from the store', async () => {
    const itemImages = memoryImages();
    const first = await generateItemImage({ itemImages, logger }, item('Dal Makhani'));
    expect(first).toMatchObject({ isAIGenerated: false, fromCache: false });
    expect(first.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\.svg$/);
    expect(await generateItemImage({ itemImages, logger }, item('Dal Makhani'))).toEqual({
      ...first,
      fromCache: true,
    });
  });

  it("keeps the model's picture, and falls back to the built-in one when the model fails or answers no picture", async () => {
    const itemImages = memoryImages();
    const { model } = slowModel(1);
    const ai = await generateItemImage({ itemImages, logger, imageModel: model }, item('Biryani'));
    expect(ai).toMatchObject({ isAIGenerated: true, fromCache: false });
    expect(ai.imageUrl).toMatch(/\.png$/);

    const failing: ImageModel = { timeoutMs: 1_000, generate: async () => Promise.reject(new Error('503')) };
    const notAPicture: ImageModel = { timeoutMs: 1_000, generate: async () => Buffer.from('<svg/>') };
    for (const imageModel of [failing, notAPicture]) {
      const drawn = await generateItemImage(
        { itemImages, logger, imageModel },
        item(`Korma ${itemImages.files.size}`),
      );
      expect(drawn).toMatchObject({ isAIGenerated: false, fromCache: false });
      expect(drawn.imageUrl).toMatch(/\.svg$/);
    }
  });
});

describe('generateItemImagesBatch', () => {
  it('answers in the order of the items, at most IMAGE_BATCH_CONCURRENCY at a time', async () => {
    const { model, seen } = slowModel(20);
    const names = Array.from({ length: 10 }, (_, index) => `Dish ${index}`);
    const results = await generateItemImagesBatch(
      { itemImages: memoryImages(), logger, imageModel: model },
      names.map((name) => item(name)),
    );
    expect(results.map((result) => result.success)).toEqual(names.map(() => true));
    expect(new Set(results.map((result) => (result.success ? result.imageUrl : ''))).size).toBe(1);
    expect(seen.calls).toBe(10);
    expect(seen.most).toBe(IMAGE_BATCH_CONCURRENCY);
  });

  it("answers one item's failure as that item's result, the others going on", async () => {
    const results = await generateItemImagesBatch({ itemImages: memoryImages(new Set(['Bad'])), logger }, [
      item('Good'),
      item('Bad'),
      item('Also good'),
    ]);
    expect(results.map((result) => result.success)).toEqual([true, false, true]);
    expect(results[1]).toEqual({ success: false, error: IMAGE_MESSAGES.itemFailed });
  });

  it("stops waiting for the model at its timeout from the batch's start, drawing the rest built-in", async () => {
    const { model } = slowModel(60, 100);
    const started = Date.now();
    const results = await generateItemImagesBatch(
      { itemImages: memoryImages(), logger, imageModel: model },
      Array.from({ length: 8 }, (_, index) => item(`Slow ${index}`)),
    );
    expect(Date.now() - started).toBeLessThan(400);
    const kinds = results.map((result) => result.success && result.isAIGenerated);
    expect(kinds.slice(0, 4)).toEqual([true, true, true, true]);
    expect(kinds.slice(4)).toEqual([false, false, false, false]);
  });

  it('refuses more than IMAGE_BATCH_MAX_ITEMS items', async () => {
    const items = Array.from({ length: IMAGE_BATCH_MAX_ITEMS + 1 }, (_, index) => item(`Item ${index}`));
    await expect(
      generateItemImagesBatch({ itemImages: memoryImages(), logger }, items),
    ).rejects.toBeInstanceOf(ImageBatchTooLargeError);
  });
});
