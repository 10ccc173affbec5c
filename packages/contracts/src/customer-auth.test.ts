import {
  LoginRequestSchema,
  RegisterFormSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './customer-auth';
import { AUTH_VALIDATION_MESSAGES, RESET_TOKEN_INVALID_MESSAGE } from './customer-messages';

const validRegistration = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'secret1',
};

function messagesFor(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('RegisterRequestSchema (POST /api/auth/register)', () => {
  it('accepts a complete registration and trims the text fields', () => {
    const parsed = RegisterRequestSchema.parse({
      ...validRegistration,
      firstName: '  Asha ',
      email: ' asha@example.com ',
    });
    expect(parsed).toEqual(validRegistration);
  });

  it('reports every empty field with the spec message', () => {
    const result = RegisterRequestSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: '',
      phone: '',
      password: '',
    });
    expect(messagesFor(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 6 characters',
    });
  });

  it('uses the same messages when the fields are missing altogether', () => {
    expect(messagesFor(RegisterRequestSchema.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 6 characters',
    });
  });

  it('rejects a malformed email', () => {
    expect(messagesFor(RegisterRequestSchema.safeParse({ ...validRegistration, email: 'asha@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs a phone of at least 10 characters and a password of at least 6', () => {
    expect(
      messagesFor(
        RegisterRequestSchema.safeParse({ ...validRegistration, phone: '987654321', password: '12345' }),
      ),
    ).toEqual({
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 6 characters',
    });
    expect(
      RegisterRequestSchema.safeParse({ ...validRegistration, phone: '9876543210', password: '123456' })
        .success,
    ).toBe(true);
  });

  it('does not pass a confirmation field on to the server', () => {
    const parsed = RegisterRequestSchema.parse({ ...validRegistration, confirmPassword: 'secret1' });
    expect(parsed).not.toHaveProperty('confirmPassword');
  });
});

describe('RegisterFormSchema (the register form)', () => {
  it('says "Passwords don\'t match" on the confirmation field when they differ', () => {
    const result = RegisterFormSchema.safeParse({ ...validRegistration, confirmPassword: 'secret2' });
    expect(messagesFor(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts matching passwords', () => {
    expect(RegisterFormSchema.safeParse({ ...validRegistration, confirmPassword: 'secret1' }).success).toBe(
      true,
    );
  });
});

describe('LoginRequestSchema (POST /api/auth/login)', () => {
  it('requires both fields with the spec messages', () => {
    expect(messagesFor(LoginRequestSchema.safeParse({ emailOrPhone: '  ', password: '' }))).toEqual({
      emailOrPhone: 'Email or phone number is required',
      password: 'Password is required',
    });
    expect(messagesFor(LoginRequestSchema.safeParse({}))).toEqual({
      emailOrPhone: 'Email or phone number is required',
      password: 'Password is required',
    });
  });

  it('accepts an email or a phone number with any non-empty password', () => {
    expect(LoginRequestSchema.parse({ emailOrPhone: ' 9876543210 ', password: 'x' })).toEqual({
      emailOrPhone: '9876543210',
      password: 'x',
    });
  });
});

describe('ResetPasswordRequestSchema (POST /api/auth/reset-password)', () => {
  const password = 'brand-new-secret';

  it('says the token is required only when there is none', () => {
    expect(messagesFor(ResetPasswordRequestSchema.safeParse({ password }))).toEqual({
      token: AUTH_VALIDATION_MESSAGES.resetTokenMissing,
    });
    expect(messagesFor(ResetPasswordRequestSchema.safeParse({ token: '  ', password }))).toEqual({
      token: AUTH_VALIDATION_MESSAGES.resetTokenMissing,
    });
  });

  it('answers a token longer than any link carries as invalid, like an unknown one', () => {
    expect(messagesFor(ResetPasswordRequestSchema.safeParse({ token: 'A'.repeat(201), password }))).toEqual({
      token: RESET_TOKEN_INVALID_MESSAGE,
    });
    expect(ResetPasswordRequestSchema.safeParse({ token: 'A'.repeat(200), password }).success).toBe(true);
  });
});
