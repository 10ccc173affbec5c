import { starKeyAction } from './star-keys';

describe('StarRatingInput keys', () => {
  it('treats the arrow keys as moving the choice, not committing it', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
      expect(starKeyAction(key)).toBe('move');
    }
  });

  it('commits on Enter and leaves Space and other keys to the browser', () => {
    expect(starKeyAction('Enter')).toBe('commit');
    expect(starKeyAction(' ')).toBe('none');
    expect(starKeyAction('Tab')).toBe('none');
  });
});
