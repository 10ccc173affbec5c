import {
  FOOD_IMAGE_CATEGORIES,
  FOOD_IMAGE_CATEGORY_LABELS,
  type FoodImageCategory,
  type GenerateImageRequest,
  type GenerateImageResult,
} from '@marketplace/contracts';

/** Admin spec 4: what the tool is doing; one generation runs at a time. */
export type GeneratorState = 'idle' | 'single' | 'batch';

/** One picture in the results grid. */
export interface ImageResult {
  /** Unique in the grid; newer results have higher ids. */
  id: number;
  itemName: string;
  category: string;
  imageUrl: string;
  isAIGenerated: boolean;
  fromCache: boolean;
  prompt: string;
}

export type NewImageResult = Omit<ImageResult, 'id'>;

/** A category as the tool shows it: the spec's label, or the text as typed. */
export function categoryLabel(category: string): string {
  return (FOOD_IMAGE_CATEGORIES as readonly string[]).includes(category)
    ? FOOD_IMAGE_CATEGORY_LABELS[category as FoodImageCategory]
    : category;
}

/** Admin spec 5: a single image needs an item name and a category. */
export function canGenerateSingle(form: { itemName: string; category: string }): boolean {
  return form.itemName.trim() !== '' && form.category !== '';
}

/** What single and batch answers share about one picture. */
type ResultFields = Pick<
  GenerateImageResult,
  'success' | 'imageUrl' | 'isAIGenerated' | 'fromCache' | 'prompt' | 'error'
>;

/** What a result shows, or null for a failed one (the tool only logs those). */
function resultOf(request: GenerateImageRequest, result: ResultFields): NewImageResult | null {
  if (!result.success || result.imageUrl === undefined) return null;
  return {
    itemName: request.itemName,
    category: request.category ?? 'default',
    imageUrl: result.imageUrl,
    isAIGenerated: result.isAIGenerated ?? false,
    fromCache: result.fromCache ?? false,
    prompt: result.prompt ?? '',
  };
}

export interface ReadResults {
  results: NewImageResult[];
  /** The items whose picture failed, to be logged. */
  failed: Array<{ itemName: string; error: string }>;
}

/** Answers matched to their requests (a batch's results come in the items' order). */
export function readResults(
  requests: readonly GenerateImageRequest[],
  answers: readonly ResultFields[],
): ReadResults {
  const read: ReadResults = { results: [], failed: [] };
  requests.forEach((request, index) => {
    const answer = answers[index];
    const result = answer && resultOf(request, answer);
    if (result) read.results.push(result);
    else read.failed.push({ itemName: request.itemName, error: answer?.error ?? 'no result' });
  });
  return read;
}

/** Admin spec 2: new results go to the top of the list, a batch's in the order of its items. */
export function withNewResults(
  current: readonly ImageResult[],
  added: readonly NewImageResult[],
): ImageResult[] {
  const top = current[0]?.id ?? 0;
  return [...added.map((result, index) => ({ ...result, id: top + added.length - index })), ...current];
}
