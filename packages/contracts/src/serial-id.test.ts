import { z } from 'zod';
import { MAX_SERIAL_ID, SerialIdSchema, serialIdSchema } from './serial-id';

describe('SerialIdSchema', () => {
  it('accepts 1 to the largest INTEGER', () => {
    expect(SerialIdSchema.parse(1)).toBe(1);
    expect(SerialIdSchema.parse(MAX_SERIAL_ID)).toBe(2_147_483_647);
  });

  it.each([
    [0, 'cityId must be a positive whole number'],
    [-4, 'cityId must be a positive whole number'],
    [1.5, 'cityId must be a whole number'],
    [MAX_SERIAL_ID + 1, 'cityId is not a valid id'],
    [3_000_000_000, 'cityId is not a valid id'],
  ])('refuses %d, naming the field', (cityId, message) => {
    const result = z.object({ cityId: SerialIdSchema }).safeParse({ cityId });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("uses a field's own message for every rule when it has one", () => {
    const schema = serialIdSchema('Please select a community');
    for (const value of [undefined, 'one', 0, 1.5, 3_000_000_000]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Please select a community');
    }
  });
});
