import { ApiError } from '@marketplace/ui/api';
import { categoryLoginFailureToast } from './login-failure';

describe('category-management login failure toast', () => {
  it("shows the server's message", () => {
    expect(categoryLoginFailureToast(new ApiError('Invalid username or password', 401))).toEqual({
      title: 'Login Failed',
      description: 'Invalid username or password',
    });
    expect(categoryLoginFailureToast({ success: false, message: 'Account disabled' })).toEqual({
      title: 'Login Failed',
      description: 'Account disabled',
    });
  });

  it("says 'Invalid credentials' when the server refused without a message", () => {
    expect(categoryLoginFailureToast({ success: false })).toEqual({
      title: 'Login Failed',
      description: 'Invalid credentials',
    });
  });

  it('reports a network error when no answer arrived', () => {
    expect(categoryLoginFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Login Failed',
      description: 'Network error. Please try again.',
    });
  });
});
