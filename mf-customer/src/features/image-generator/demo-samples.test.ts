import { DEMO_SAMPLES, demoBatch, demoRequest } from './demo-samples';

describe('the live demo', () => {
  it('asks for a sample as the demo restaurant 9999, with the batch defaults', () => {
    expect(demoRequest(DEMO_SAMPLES[0]!)).toEqual({
      restaurantId: 9999,
      itemName: 'Paneer Butter Masala',
      category: 'main_course',
      description: 'Delicious Paneer Butter Masala',
      restaurantType: 'Indian Restaurant',
    });
  });

  it('runs every sample as one batch, restaurant 9999 plus the index', () => {
    const batch = demoBatch();
    expect(batch.map((item) => item.itemName)).toEqual(DEMO_SAMPLES.map((sample) => sample.itemName));
    expect(batch.map((item) => item.restaurantId)).toEqual(DEMO_SAMPLES.map((_, index) => 9999 + index));
  });
});
