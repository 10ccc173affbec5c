import {
  IMAGE_BATCH_DEFAULTS,
  IMAGE_DEMO_RESTAURANT_ID,
  type FoodImageCategory,
  type GenerateImageRequest,
} from '@marketplace/contracts';

/** The live demo's sample menu items, one for most food categories. */
export const DEMO_SAMPLES: ReadonlyArray<{ itemName: string; category: FoodImageCategory }> = [
  { itemName: 'Paneer Butter Masala', category: 'main_course' },
  { itemName: 'Masala Dosa', category: 'veg' },
  { itemName: 'Chicken Biryani', category: 'non_veg' },
  { itemName: 'Gulab Jamun', category: 'dessert' },
  { itemName: 'Mango Lassi', category: 'beverage' },
  { itemName: 'Samosa', category: 'snacks' },
];

/** Admin spec 9: a sample belongs to the demo restaurant 9999, or 9999 plus its index in the batch demo. */
export function demoRequest(
  sample: (typeof DEMO_SAMPLES)[number],
  restaurantId = IMAGE_DEMO_RESTAURANT_ID,
): GenerateImageRequest {
  return {
    restaurantId,
    itemName: sample.itemName,
    category: sample.category,
    description: IMAGE_BATCH_DEFAULTS.description(sample.itemName),
    restaurantType: IMAGE_BATCH_DEFAULTS.restaurantType,
  };
}

export const demoBatch = (): GenerateImageRequest[] =>
  DEMO_SAMPLES.map((sample, index) => demoRequest(sample, IMAGE_DEMO_RESTAURANT_ID + index));
