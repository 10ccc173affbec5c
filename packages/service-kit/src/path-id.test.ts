import { HttpError } from './errors';
import { parsePathId } from './path-id';

describe('parsePathId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (raw, id) => {
    expect(parsePathId(raw, 'Invalid vendor id')).toBe(id);
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
    '2147483648',
    '3000000000',
    '99999999999',
  ])('refuses %j with 400 and the given message', (raw) => {
    let thrown: unknown;
    try {
      parsePathId(raw, 'Invalid vendor id');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ status: 400, message: 'Invalid vendor id' });
  });
});
