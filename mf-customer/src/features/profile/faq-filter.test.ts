import { HELP_FAQ } from '@marketplace/contracts';
import { filterFaq } from './faq-filter';

describe('filterFaq', () => {
  it('keeps every entry while the search is blank', () => {
    expect(filterFaq(HELP_FAQ, '   ')).toEqual(HELP_FAQ);
  });

  it('finds entries by their question, ignoring case and surrounding spaces', () => {
    expect(filterFaq(HELP_FAQ, '  CANCEL my ').map((entry) => entry.question)).toEqual([
      'Can I cancel my order?',
    ]);
  });

  it('finds entries by their answer too', () => {
    expect(filterFaq(HELP_FAQ, 'net banking').map((entry) => entry.question)).toEqual([
      'What payment methods are accepted?',
    ]);
  });

  it('finds nothing for a search no entry contains', () => {
    expect(filterFaq(HELP_FAQ, 'cryptocurrency')).toEqual([]);
  });
});

describe('the FAQ', () => {
  it('has five entries saying what the spec promises', () => {
    const text = HELP_FAQ.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    expect(HELP_FAQ).toHaveLength(5);
    expect(text).toContain('cancelled within 5 minutes of placement');
    expect(text).toContain('cards, UPI, net banking and wallets');
  });
});
