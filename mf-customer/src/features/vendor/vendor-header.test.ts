import { headerHeightShare } from './vendor-header';

describe('vendor page header', () => {
  it('takes 30% of the screen until the page has scrolled past 100 px', () => {
    expect(headerHeightShare(0)).toBe(0.3);
    expect(headerHeightShare(100)).toBe(0.3);
  });

  it('collapses to 15% beyond 100 px', () => {
    expect(headerHeightShare(101)).toBe(0.15);
    expect(headerHeightShare(2000)).toBe(0.15);
  });
});
