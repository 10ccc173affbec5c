import { z } from 'zod';
import { MAX_SERIAL_ID, SerialIdSchema, serialIdQuerySchema, serialIdSchema } from './serial-id';

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

describe('serialIdQuerySchema', () => {
  const schema = z.object({ vendorId: serialIdQuerySchema('vendorId must be a positive integer') });

  it('reads plain digits up to the largest INTEGER', () => {
    expect(schema.parse({ vendorId: '7' })).toEqual({ vendorId: 7 });
    expect(schema.parse({ vendorId: String(MAX_SERIAL_ID) })).toEqual({ vendorId: MAX_SERIAL_ID });
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 7',
    'abc',
    '3000000000',
    '99999999999999999999',
    ['1', '2'],
  ])('refuses %j with its message, never a number the database cannot hold', (vendorId) => {
    expect(schema.safeParse({ vendorId }).error?.issues.map((issue) => issue.message)).toEqual([
      'vendorId must be a positive integer',
    ]);
  });
});
