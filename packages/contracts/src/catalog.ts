import { z } from 'zod';
import { DeliveryTimeRangeSchema, PartnerMenuItemCategorySchema } from './partner-api';
import { serialIdSchema } from './serial-id';
import { WeeklyHoursSchema } from './vendor-store';

/**
 * What the catalog service's public reads answer (customer spec 3 and 7). Money is rupees with two
 * decimals; ids are integers. Services build these, frontends parse them.
 */

/** Admin spec 3 and 9: the four kinds of community and their three statuses. */
export const COMMUNITY_TYPES = ['apartment', 'society', 'district', 'commercial'] as const;
export const CommunityTypeSchema = z.enum(COMMUNITY_TYPES);
export type CommunityType = z.infer<typeof CommunityTypeSchema>;

export const COMMUNITY_STATUSES = ['active', 'inactive', 'blocked'] as const;
export const CommunityStatusSchema = z.enum(COMMUNITY_STATUSES);
export type CommunityStatus = z.infer<typeof CommunityStatusSchema>;

/** GET /api/states: the state names, alphabetical. */
export const StateListSchema = z.array(z.string());

/** GET /api/cities answers a list of these; GET /api/cities/{state} answers the names only. */
export const CitySchema = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  state: z.string(),
});
export type City = z.infer<typeof CitySchema>;
export const CityListSchema = z.array(CitySchema);
export const CityNameListSchema = z.array(z.string());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** GET /api/communities?city=&state=: each filter optional, matched case-insensitively. */
export const CommunityQuerySchema = z.object({ city: optionalText, state: optionalText });

/** GET /api/communities (active ones, optional ?city=&state=) and GET /api/communities/{id}. */
export const CommunitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  type: CommunityTypeSchema,
  /** Lists hold active ones only; one asked for by id may be inactive or blocked (its residents stay). */
  status: CommunityStatusSchema,
});
export type Community = z.infer<typeof CommunitySchema>;

/**
 * GET /api/categories answers a list of these, sorted by displayOrder then creation. `isActive` is
 * the admin's isVisible; `subcategories` are names in their display order; `icon` is a kebab-case
 * icon name (lucide set: 'utensils', 'scissors', ...) or null.
 */
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  isOrderable: z.boolean(),
  displayOrder: z.number().int(),
  hasCart: z.boolean(),
  vendorCount: z.number().int().nonnegative(),
  subcategories: z.array(z.string()),
  icon: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * GET /api/vendors/category/{categoryId} (a list) and GET /api/vendors/{id}. `category` is the
 * grouped category's name, the business category the cart maps to a billing category.
 */
export const VendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  rating: z.number().min(0).max(5).nullable(),
  totalReviews: z.number().int().nonnegative(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  deliveryTime: DeliveryTimeRangeSchema,
  /** Rupees. */
  deliveryFee: z.number().nonnegative(),
  isOpen: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  distance: z.string().nullable(),
  serviceCost: z.string(),
  isExternalSource: z.boolean(),
  /** 'name - price' lines, for service vendors. */
  services: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The store's weekly hours (India Standard Time), when it has set them; null shows the spec's fixed text. */
  hours: WeeklyHoursSchema.nullable(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** GET /api/vendors/{id}/menu answers a list of these, available or not, in menu order. */
export const MenuItemSchema = z.object({
  id: z.number().int(),
  /** The same as id: the cart and the order call name it itemId. */
  itemId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Rupees. */
  price: z.number().nonnegative(),
  category: PartnerMenuItemCategorySchema,
  isAvailable: z.boolean(),
  /** The partner's id of the item, for external vendors' items. */
  externalMenuId: z.string().nullable(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/**
 * GET /api/vendors/{id}/details: whether the vendor takes orders now. For an external vendor the
 * catalog asks the partner's vendor-details URL, falling back to what it last synchronised.
 */
export const VendorDetailsResponseSchema = z.object({
  data: z.object({
    deliveryTime: DeliveryTimeRangeSchema,
    isOpen: z.boolean(),
  }),
});
export type VendorDetailsResponse = z.infer<typeof VendorDetailsResponseSchema>;

/** GET /api/restaurants/all: every vendor the caller's community is served by (all for anonymous). */
export const RestaurantListSchema = z.array(VendorSchema);

/** Customer spec 3: the image generation request (POST /api/generate-image). */
export const GenerateImageRequestSchema = z.object({
  restaurantId: serialIdSchema(),
  itemName: z.string().trim().min(1, 'Item name is required').max(200),
  category: z.string().trim().max(50).default('default'),
  description: z.string().trim().max(500).optional(),
  restaurantType: z.string().trim().max(100).optional(),
});
export type GenerateImageRequest = z.input<typeof GenerateImageRequestSchema>;

/** Customer spec 3: its result. A failure answers success false with `error`, or a 4xx/5xx status. */
export const GenerateImageResultSchema = z.object({
  success: z.boolean(),
  imageUrl: z.string().optional(),
  isAIGenerated: z.boolean().optional(),
  fromCache: z.boolean().optional(),
  error: z.string().optional(),
  prompt: z.string().optional(),
});
export type GenerateImageResult = z.infer<typeof GenerateImageResultSchema>;

/** Admin spec 3: the food categories images are drawn for. */
export const FOOD_IMAGE_CATEGORIES = [
  'veg',
  'non_veg',
  'dessert',
  'beverage',
  'starter',
  'main_course',
  'snacks',
] as const;
export type FoodImageCategory = (typeof FOOD_IMAGE_CATEGORIES)[number];

/** How the image tool's category select and the drawn pictures name each food category. */
export const FOOD_IMAGE_CATEGORY_LABELS: Readonly<Record<FoodImageCategory, string>> = {
  veg: 'Veg',
  non_veg: 'Non-Veg',
  dessert: 'Dessert',
  beverage: 'Beverage',
  starter: 'Starter',
  main_course: 'Main Course',
  snacks: 'Snacks',
};

/** Admin spec 9: the image tool's demo items belong to this placeholder restaurant (plus the index in a batch). */
export const IMAGE_DEMO_RESTAURANT_ID = 9999;

/** The image calls' refusals and a batch item's failure. */
export const IMAGE_MESSAGES = {
  batchEmpty: 'items must name at least one image to generate',
  batchTooLarge: (max: number) =>
    `A batch takes at most ${max} images: split the list into batches of ${max} or fewer`,
  itemFailed: 'Image generation failed',
  imageNotFound: 'Image not found',
} as const;

/** The image generator tool (/customer/image-generator): the spec names its parts, these are their words. */
export const IMAGE_GENERATOR_TEXTS = {
  title: 'AI Image Generator',
  singleTitle: 'Generate one image',
  itemName: 'Item Name',
  category: 'Category',
  categoryPlaceholder: 'Select a category',
  description: 'Description',
  restaurantType: 'Restaurant Type',
  generate: 'Generate',
  generating: 'Generating...',
  batchTitle: 'Batch generation',
  batchLabel: 'Items, one per line',
  batchHint:
    'name, category (veg, non_veg, dessert, beverage, starter, main_course or snacks; main_course when left out)',
  generateBatch: 'Generate Batch',
  demoTitle: 'Live demo',
  demoDescription: 'Sample menu items of a demo restaurant: generate one, or all of them as a batch.',
  runDemo: 'Run Demo',
  generateSample: (name: string) => `Generate ${name}`,
  resultsTitle: 'Results',
  noResults: 'No images generated yet',
  aiGenerated: 'AI',
  builtIn: 'Built-in',
  fromCache: 'From cache',
  /** Admin spec 8: a failed image call, only logged. */
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const;

/** The most items one POST /api/generate-images-batch takes (413 beyond it, 400 for none). */
export const IMAGE_BATCH_MAX_ITEMS = 25;

/** POST /api/generate-images-batch: results come back in the order of the items. */
export const GenerateImagesBatchRequestSchema = z.object({
  items: z
    .array(GenerateImageRequestSchema, { error: 'items must be a list of images to generate' })
    .min(1, IMAGE_MESSAGES.batchEmpty),
});
export type GenerateImagesBatchRequest = z.input<typeof GenerateImagesBatchRequestSchema>;

export const GenerateImagesBatchResultSchema = z.object({
  success: z.boolean(),
  results: z.array(
    z.object({
      success: z.boolean(),
      imageUrl: z.string().optional(),
      isAIGenerated: z.boolean().optional(),
      /** Beyond the spec, as for single calls: the picture already existed. */
      fromCache: z.boolean().optional(),
      prompt: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type GenerateImagesBatchResult = z.infer<typeof GenerateImagesBatchResultSchema>;

/** Admin spec 5, the image tool's batch defaults. */
export const IMAGE_BATCH_DEFAULTS = {
  category: 'main_course',
  restaurantType: 'Indian Restaurant',
  description: (name: string) => `Delicious ${name}`,
} as const;

/**
 * Admin spec 5: one 'name, category' a non-blank line; a missing category is main_course, the
 * description 'Delicious {name}', the restaurant type 'Indian Restaurant'.
 */
export function parseImageBatchLines(
  text: string,
  restaurantIdOf: (index: number) => number,
): GenerateImageRequest[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index) => {
      const comma = line.indexOf(',');
      const itemName = (comma === -1 ? line : line.slice(0, comma)).trim();
      const category = (comma === -1 ? '' : line.slice(comma + 1)).trim() || IMAGE_BATCH_DEFAULTS.category;
      return {
        restaurantId: restaurantIdOf(index),
        itemName,
        category,
        description: IMAGE_BATCH_DEFAULTS.description(itemName),
        restaurantType: IMAGE_BATCH_DEFAULTS.restaurantType,
      };
    });
}
