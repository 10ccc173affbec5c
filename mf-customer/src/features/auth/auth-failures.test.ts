import { RESET_TOKEN_INVALID_MESSAGE } from '@marketplace/contracts';
import {
  describeForgotPasswordFailure,
  describeLoginFailure,
  describeRegistrationFailure,
  describeResetFailure,
  messageOf,
} from './auth-failures';

const THROTTLED = 'Too many attempts. Please try again in 15 minutes.';

describe('login failure toast', () => {
  it('says the account was not found when the server cannot find the user', () => {
    expect(describeLoginFailure('User not found')).toEqual({
      title: 'Account not found',
      description: 'Please check your credentials or create an account.',
    });
  });

  it('matches "User not found" anywhere in the server message', () => {
    expect(describeLoginFailure('Login error: User not found for that phone').title).toBe(
      'Account not found',
    );
  });

  it('says the password was wrong when the server rejects the password', () => {
    expect(describeLoginFailure('Invalid password')).toEqual({
      title: 'Invalid password',
      description: 'Please check your password and try again.',
    });
  });

  it('falls back to "Login failed" with the server message for anything else', () => {
    expect(describeLoginFailure('500: Internal Server Error')).toEqual({
      title: 'Login failed',
      description: '500: Internal Server Error',
    });
    expect(describeLoginFailure('')).toEqual({ title: 'Login failed' });
  });

  it('shows a throttled login as "Login failed" with the wait the server asks for', () => {
    expect(describeLoginFailure(THROTTLED)).toEqual({ title: 'Login failed', description: THROTTLED });
  });
});

describe('registration failure toast', () => {
  it("shows the server's message under 'Registration failed'", () => {
    expect(describeRegistrationFailure('Email already registered')).toEqual({
      title: 'Registration failed',
      description: 'Email already registered',
    });
  });

  it('asks to try again when the server gave no message', () => {
    expect(describeRegistrationFailure('')).toEqual({
      title: 'Registration failed',
      description: 'Please try again.',
    });
  });
});

describe('forgot-password failure toast', () => {
  it('says no account matches when the server cannot find the user', () => {
    expect(describeForgotPasswordFailure('User not found')).toEqual({
      title: 'Account not found',
      description: 'No account found with this email or phone number.',
    });
  });

  it("falls back to 'Failed to send reset link' with the server message", () => {
    expect(describeForgotPasswordFailure(THROTTLED)).toEqual({
      title: 'Failed to send reset link',
      description: THROTTLED,
    });
    expect(describeForgotPasswordFailure('')).toEqual({ title: 'Failed to send reset link' });
  });
});

describe('password reset failure', () => {
  it("treats the server's invalid-token answer as a dead link", () => {
    expect(describeResetFailure(RESET_TOKEN_INVALID_MESSAGE)).toEqual({
      kind: 'invalid-link',
      toast: { title: 'Invalid or expired link' },
    });
  });

  it("recognises 'Invalid or expired' anywhere in the message", () => {
    expect(describeResetFailure('Reset refused: Invalid or expired token').kind).toBe('invalid-link');
  });

  it("reports anything else as 'Password reset failed' with the server message", () => {
    expect(describeResetFailure('Password must be at least 6 characters')).toEqual({
      kind: 'failed',
      toast: { title: 'Password reset failed', description: 'Password must be at least 6 characters' },
    });
    expect(describeResetFailure('')).toEqual({ kind: 'failed', toast: { title: 'Password reset failed' } });
  });
});

describe('message of a failed call', () => {
  it("is the error's message, or empty for anything that is not an Error", () => {
    expect(messageOf(new Error('Invalid password'))).toBe('Invalid password');
    expect(messageOf('boom')).toBe('');
  });
});
