import { createHash } from 'node:crypto';
import {
  FOOD_IMAGE_CATEGORIES,
  FOOD_IMAGE_CATEGORY_LABELS,
  type FoodImageCategory,
} from '@marketplace/contracts';

/**
 * A menu item's picture (customer spec 3, admin spec 3 and 5): asked for by restaurant, item name
 * and category, drawn once, then the same picture for every later ask. Its bytes are a file named
 * by their SHA-256, served by us at /api/images/{hash}.{extension} whoever drew it.
 */

/** What a picture is asked for (the contract's request, parsed: the category defaulted). */
export interface ItemImageRequest {
  restaurantId: number;
  itemName: string;
  category: string;
  description?: string;
  restaurantType?: string;
}

/** The picture types we store and serve, with the extension their file names end in. */
export const IMAGE_EXTENSIONS = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageContentType = keyof typeof IMAGE_EXTENSIONS;

export interface ImageFile {
  /** SHA-256 of the bytes, lowercase hex. */
  hash: string;
  contentType: ImageContentType;
  bytes: Uint8Array;
}

/** A picture as the item's row keeps it. */
export interface StoredItemImage {
  imageUrl: string;
  prompt: string;
  isAIGenerated: boolean;
}

/** An item's first picture, to be stored with its file unless the item has one already. */
export interface NewItemImage extends StoredItemImage {
  request: ItemImageRequest;
  file: ImageFile;
}

/** A picture as the generate calls answer it. */
export interface ItemImage extends StoredItemImage {
  /** The item had this picture before the call. */
  fromCache: boolean;
}

export function imageFileOf(bytes: Uint8Array, contentType: ImageContentType): ImageFile {
  return { hash: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

export const imageFileName = (file: Pick<ImageFile, 'hash' | 'contentType'>) =>
  `${file.hash}.${IMAGE_EXTENSIONS[file.contentType]}`;

export const imageUrlOf = (file: Pick<ImageFile, 'hash' | 'contentType'>) =>
  `/api/images/${imageFileName(file)}`;

const FILE_NAME = /^([0-9a-f]{64})\.([a-z]+)$/;

/** The hash and type a file name names, or null when it is no name of ours. */
export function parseImageFileName(name: string): Pick<ImageFile, 'hash' | 'contentType'> | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const entry = Object.entries(IMAGE_EXTENSIONS).find(([, extension]) => extension === match[2]);
  return entry ? { hash: match[1]!, contentType: entry[0] as ImageContentType } : null;
}

/**
 * What the bytes are, read from their first bytes, among the types we serve (an external model's
 * answer is served as what it is, not as what it claims); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): Exclude<ImageContentType, 'image/svg+xml'> | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = [0x57, 0x45, 0x42, 0x50].every((byte, index) => bytes[8 + index] === byte);
  return riff && webp ? 'image/webp' : null;
}

/** The spec's food category a request names, or null for any other (drawn as a plain dish). */
export function foodCategoryOf(category: string): FoodImageCategory | null {
  const key = category.trim().toLowerCase();
  return (FOOD_IMAGE_CATEGORIES as readonly string[]).includes(key) ? (key as FoodImageCategory) : null;
}

/** The category as people read it: the spec's label, 'Dish' for none, else the text as given. */
export function categoryLabelOf(category: string): string {
  const food = foodCategoryOf(category);
  if (food) return FOOD_IMAGE_CATEGORY_LABELS[food];
  const text = category.replace(/_/g, ' ').trim();
  return text === '' || text.toLowerCase() === 'default' ? 'Dish' : text;
}

/** What each category's dish is called in a prompt. */
const DISH_NOUNS: Readonly<Record<FoodImageCategory, string>> = {
  veg: 'vegetarian dish',
  non_veg: 'non-vegetarian dish',
  dessert: 'dessert',
  beverage: 'drink',
  starter: 'starter',
  main_course: 'main course',
  snacks: 'snack',
};

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * The text an image model is asked with, and what every answer shows as its prompt: the dish, its
 * description, its kind and where it is served, and the look of a menu photograph.
 */
export function imagePrompt(request: ItemImageRequest): string {
  const food = foodCategoryOf(request.category);
  const details = request.description ? `, ${request.description.replace(/[.\s]+$/, '')}` : '';
  const place = request.restaurantType ? ` at ${withArticle(request.restaurantType)}` : '';
  return (
    `Appetising food photograph of ${request.itemName}${details}: ${withArticle(food ? DISH_NOUNS[food] : 'dish')} ` +
    `served${place}, freshly plated, soft natural light, close-up from slightly above, no text or logos.`
  );
}
