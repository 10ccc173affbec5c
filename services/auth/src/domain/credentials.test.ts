import { normalizeEmail, normalizePhone, parseLoginIdentifier } from './credentials';

describe('normalizeEmail', () => {
  it('trims and lower-cases, so one mailbox is one account', () => {
    expect(normalizeEmail('  Priya.Sharma@Example.COM ')).toBe('priya.sharma@example.com');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 (98765) 432-10', '+919876543210'],
    ['098765.43210', '09876543210'],
  ])('keeps only the digits and a leading + of %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['fewer than 10 digits', '98765-4321'],
    ['more than 15 digits', '1234567890123456'],
    ['letters', '98765abc43210'],
    ['a + that does not lead', '98765+43210'],
    ['only formatting', '(((   ))) --'],
  ])('refuses %s', (_label, input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});

describe('parseLoginIdentifier', () => {
  it('reads anything with an @ as an email', () => {
    expect(parseLoginIdentifier(' Demo@Marketplace.Local ')).toEqual({
      kind: 'email',
      email: 'demo@marketplace.local',
    });
  });

  it('reads the rest as a phone, formatted or not', () => {
    expect(parseLoginIdentifier('98765 43210')).toEqual({ kind: 'phone', phone: '9876543210' });
  });

  it('marks input that is neither as unusable', () => {
    expect(parseLoginIdentifier('priya')).toEqual({ kind: 'unusable' });
  });
});
