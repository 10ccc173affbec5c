import { describeLoginFailure, describeRegistrationFailure } from './auth-failures';

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
