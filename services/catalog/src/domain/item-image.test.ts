import {
  categoryLabelOf,
  imageFileName,
  imageFileOf,
  imagePrompt,
  imageUrlOf,
  parseImageFileName,
  sniffImageType,
} from './item-image';

describe('image files', () => {
  it('are named by the SHA-256 of their bytes and their type, and the name reads back', () => {
    const file = imageFileOf(Buffer.from('<svg/>'), 'image/svg+xml');
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(imageFileOf(Buffer.from('<svg/>'), 'image/svg+xml').hash).toBe(file.hash);
    expect(imageUrlOf(file)).toBe(`/api/images/${file.hash}.svg`);
    expect(parseImageFileName(imageFileName(file))).toEqual({
      hash: file.hash,
      contentType: 'image/svg+xml',
    });
    expect(parseImageFileName(`${file.hash}.jpg`)).toEqual({ hash: file.hash, contentType: 'image/jpeg' });
  });

  it('are no names of ours without a full hash and a known extension', () => {
    const hash = 'a'.repeat(64);
    for (const name of [
      `${hash}.gif`,
      `${hash}`,
      `${'a'.repeat(63)}.svg`,
      `${hash.toUpperCase()}.svg`,
      '../x.svg',
    ])
      expect(parseImageFileName(name)).toBeNull();
  });

  it("are served as what their first bytes say, not what a model's answer claims", () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(
      sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])),
    ).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('imagePrompt', () => {
  it('describes the dish, its kind and where it is served, as a menu photograph', () => {
    expect(
      imagePrompt({
        restaurantId: 1,
        itemName: 'Masala Dosa',
        category: 'veg',
        description: 'Crispy rice crepe with potato filling.',
        restaurantType: 'South Indian Restaurant',
      }),
    ).toBe(
      'Appetising food photograph of Masala Dosa, Crispy rice crepe with potato filling: a vegetarian dish ' +
        'served at a South Indian Restaurant, freshly plated, soft natural light, close-up from slightly above, no text or logos.',
    );
    expect(
      imagePrompt({
        restaurantId: 1,
        itemName: 'Lassi',
        category: 'beverage',
        restaurantType: 'Indian Restaurant',
      }),
    ).toContain('Lassi: a drink served at an Indian Restaurant,');
    expect(imagePrompt({ restaurantId: 1, itemName: 'Thing', category: 'default' })).toContain(
      'Thing: a dish served,',
    );
  });
});

describe('categoryLabelOf', () => {
  it("reads the spec's categories by their labels, whatever their case", () => {
    expect(categoryLabelOf('main_course')).toBe('Main Course');
    expect(categoryLabelOf('NON_VEG')).toBe('Non-Veg');
    expect(categoryLabelOf('default')).toBe('Dish');
    expect(categoryLabelOf('street_food')).toBe('street food');
  });
});
