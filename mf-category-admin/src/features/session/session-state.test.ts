import { categoryAdminSessionState } from './session-state';

describe('category-management session state', () => {
  it('trusts the server check over the browser flag', () => {
    expect(
      categoryAdminSessionState({
        check: { status: 'success', data: { success: true, authenticated: true } },
        flagSet: false,
      }),
    ).toBe('authenticated');
    expect(
      categoryAdminSessionState({
        check: { status: 'success', data: { success: true, authenticated: false } },
        flagSet: true,
      }),
    ).toBe('unauthenticated');
  });

  it('treats a failed or unsuccessful check as not authenticated', () => {
    expect(categoryAdminSessionState({ check: { status: 'error' }, flagSet: true })).toBe('unauthenticated');
    expect(
      categoryAdminSessionState({
        check: { status: 'success', data: { success: false, authenticated: true } },
        flagSet: true,
      }),
    ).toBe('unauthenticated');
  });

  it('shows the page at once for a returning admin while the check is pending, and waits otherwise', () => {
    expect(categoryAdminSessionState({ check: { status: 'pending' }, flagSet: true })).toBe('authenticated');
    expect(categoryAdminSessionState({ check: { status: 'pending' }, flagSet: false })).toBe('checking');
  });
});
