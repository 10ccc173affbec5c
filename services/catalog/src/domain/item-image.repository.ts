import type { ImageFile, NewItemImage, StoredItemImage } from './item-image';

/** The items' pictures and the files they point at (generated_images, image_files). */
export interface ItemImageRepository {
  /** The item's picture, by restaurant, item name and category; null when it has none yet. */
  find(key: { restaurantId: number; itemName: string; category: string }): Promise<StoredItemImage | null>;
  /**
   * Stores the item's picture and its file (unless a file of that hash is there already), unless
   * the item has a picture already: answers the picture that stands, and whether it is this one.
   */
  save(image: NewItemImage): Promise<{ image: StoredItemImage; created: boolean }>;
  /** Stores a picture's file (a store's photo, issue 25) unless a file of that hash is there already. */
  saveFile(file: ImageFile): Promise<void>;
  /** A stored file by its hash; null when there is none. */
  findFile(hash: string): Promise<ImageFile | null>;
}
