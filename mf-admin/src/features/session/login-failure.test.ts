import { ApiError } from '@marketplace/ui/api';
import { dashboardLoginFailureMessage } from './login-failure';

describe('dashboard login failure message', () => {
  it("shows the server's message when the server refused the login", () => {
    expect(dashboardLoginFailureMessage(new ApiError('Invalid username or password', 401))).toBe(
      'Invalid username or password',
    );
  });

  it('shows the message of an answer that says success: false', () => {
    expect(dashboardLoginFailureMessage({ success: false, message: 'Account locked' })).toBe(
      'Account locked',
    );
  });

  it("says 'Login failed' when success is false without a message", () => {
    expect(dashboardLoginFailureMessage({ success: false })).toBe('Login failed');
    expect(dashboardLoginFailureMessage({ success: false, message: '' })).toBe('Login failed');
  });

  it('reports a network error when no answer arrived', () => {
    expect(dashboardLoginFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please try again.',
    );
  });

  it("says 'Login failed' for an answer it cannot read", () => {
    expect(dashboardLoginFailureMessage(new Error('Unexpected response shape'))).toBe('Login failed');
  });
});
