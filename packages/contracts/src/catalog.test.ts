import { GenerateImagesBatchRequestSchema, IMAGE_MESSAGES, parseImageBatchLines } from './catalog';

describe('parseImageBatchLines', () => {
  it("reads one 'name, category' a line, skipping blank lines, with the tool's defaults", () => {
    const text = 'Paneer Tikka, starter\n\n   \n  Masala Dosa  \nMango Lassi,beverage  \r\nGulab Jamun,  \n';
    expect(parseImageBatchLines(text, (index) => 9999 + index)).toEqual([
      {
        restaurantId: 9999,
        itemName: 'Paneer Tikka',
        category: 'starter',
        description: 'Delicious Paneer Tikka',
        restaurantType: 'Indian Restaurant',
      },
      {
        restaurantId: 10000,
        itemName: 'Masala Dosa',
        category: 'main_course',
        description: 'Delicious Masala Dosa',
        restaurantType: 'Indian Restaurant',
      },
      {
        restaurantId: 10001,
        itemName: 'Mango Lassi',
        category: 'beverage',
        description: 'Delicious Mango Lassi',
        restaurantType: 'Indian Restaurant',
      },
      {
        restaurantId: 10002,
        itemName: 'Gulab Jamun',
        category: 'main_course',
        description: 'Delicious Gulab Jamun',
        restaurantType: 'Indian Restaurant',
      },
    ]);
  });

  it('keeps everything after the first comma as the category, and reads nothing from blank text', () => {
    expect(parseImageBatchLines('Dal, Rice, main_course', () => 1)[0]).toMatchObject({
      itemName: 'Dal',
      category: 'Rice, main_course',
    });
    expect(parseImageBatchLines(' \n\n', () => 1)).toEqual([]);
  });
});

describe('GenerateImagesBatchRequestSchema', () => {
  it('refuses a batch of no items with its own message', () => {
    const parsed = GenerateImagesBatchRequestSchema.safeParse({ items: [] });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(IMAGE_MESSAGES.batchEmpty);
  });
});
