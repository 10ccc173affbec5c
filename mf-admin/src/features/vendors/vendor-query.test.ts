import { FIRST_VENDORS_PAGE, NO_VENDOR_FILTERS, pageAfterShrink, vendorsQuery } from './vendor-query';

describe('the vendors query', () => {
  it('asks for the first page of 25 and filters nothing by default', () => {
    expect(vendorsQuery(NO_VENDOR_FILTERS, FIRST_VENDORS_PAGE).toString()).toBe('page=1&limit=25');
  });

  it('sends the trimmed search, the status and the kind when they filter', () => {
    const query = vendorsQuery(
      { search: '  Spice Hub ', status: 'suspended', kind: 'local' },
      { limit: 25, offset: 50 },
    );
    expect(Object.fromEntries(query)).toEqual({
      search: 'Spice Hub',
      status: 'suspended',
      kind: 'local',
      page: '3',
      limit: '25',
    });
  });

  it('leaves a blank search out', () => {
    expect(vendorsQuery({ ...NO_VENDOR_FILTERS, search: '   ' }, FIRST_VENDORS_PAGE).has('search')).toBe(
      false,
    );
  });
});

describe('a page that emptied', () => {
  it('moves to the last page there is when the shown one has no vendors left', () => {
    expect(pageAfterShrink({ limit: 25, offset: 50 }, 0, 50)).toEqual({ limit: 25, offset: 25 });
    expect(pageAfterShrink({ limit: 25, offset: 50 }, 0, 0)).toEqual({ limit: 25, offset: 0 });
  });

  it('stays on a page with vendors, and on the first page', () => {
    expect(pageAfterShrink({ limit: 25, offset: 25 }, 3, 28)).toBeNull();
    expect(pageAfterShrink({ limit: 25, offset: 0 }, 0, 0)).toBeNull();
  });
});
