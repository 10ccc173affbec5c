import {
  canGenerateSingle,
  categoryLabel,
  readResults,
  withNewResults,
  type NewImageResult,
} from './image-results';

const request = (itemName: string, category = 'veg') => ({ restaurantId: 9999, itemName, category });
const picture = (name: string) => ({
  success: true,
  imageUrl: `/api/images/${name}.svg`,
  isAIGenerated: false,
  prompt: `Photo of ${name}`,
});

describe('canGenerateSingle', () => {
  it('needs an item name and a category', () => {
    expect(canGenerateSingle({ itemName: 'Dosa', category: 'veg' })).toBe(true);
    expect(canGenerateSingle({ itemName: '  ', category: 'veg' })).toBe(false);
    expect(canGenerateSingle({ itemName: 'Dosa', category: '' })).toBe(false);
  });
});

describe('categoryLabel', () => {
  it("shows the spec's categories by their labels and anything else as typed", () => {
    expect(categoryLabel('main_course')).toBe('Main Course');
    expect(categoryLabel('non_veg')).toBe('Non-Veg');
    expect(categoryLabel('street food')).toBe('street food');
  });
});

describe('readResults', () => {
  it('matches each answer to its request in order, setting failures aside to be logged', () => {
    const read = readResults(
      [request('Dosa'), request('Idli'), request('Vada', 'snacks')],
      [
        picture('dosa'),
        { success: false, error: 'Image generation failed' },
        { ...picture('vada'), fromCache: true },
      ],
    );
    expect(read.results).toEqual([
      {
        itemName: 'Dosa',
        category: 'veg',
        imageUrl: '/api/images/dosa.svg',
        isAIGenerated: false,
        fromCache: false,
        prompt: 'Photo of dosa',
      },
      expect.objectContaining({ itemName: 'Vada', category: 'snacks', fromCache: true }),
    ]);
    expect(read.failed).toEqual([{ itemName: 'Idli', error: 'Image generation failed' }]);
  });

  it('counts an item the answer has no result for as failed', () => {
    expect(readResults([request('Dosa'), request('Idli')], [picture('dosa')]).failed).toEqual([
      { itemName: 'Idli', error: 'no result' },
    ]);
  });
});

describe('withNewResults', () => {
  const result = (itemName: string): NewImageResult => ({
    itemName,
    category: 'veg',
    imageUrl: `/api/images/${itemName}.svg`,
    isAIGenerated: false,
    fromCache: false,
    prompt: '',
  });

  it("puts new results at the top, a batch's in the order of its items, each with a new id", () => {
    const first = withNewResults([], [result('Dosa')]);
    const second = withNewResults(first, [result('Idli'), result('Vada')]);
    const third = withNewResults(second, [result('Dosa')]);
    expect(third.map((entry) => entry.itemName)).toEqual(['Dosa', 'Idli', 'Vada', 'Dosa']);
    expect(new Set(third.map((entry) => entry.id)).size).toBe(4);
    expect(third.map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
  });
});
