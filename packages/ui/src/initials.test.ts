import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first and last name, in capitals', () => {
    expect(initialsOf('asha', 'rao')).toBe('AR');
  });

  it('makes do with one name and ignores surrounding spaces', () => {
    expect(initialsOf('  Meera ', '')).toBe('M');
  });

  it('shows a question mark when the resident has no name yet', () => {
    expect(initialsOf('', ' ')).toBe('?');
  });
});
