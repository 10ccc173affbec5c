import { z } from 'zod';
import {
  AUTH_INPUT_MAX_LENGTH as MAX,
  AUTH_VALIDATION_MESSAGES as M,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  RESET_TOKEN_INVALID_MESSAGE,
} from './customer-messages';

/** A new password: the spec's minimum, and a maximum that keeps hashing cheap for the server. */
function newPasswordSchema() {
  return z
    .string({ error: M.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(MAX.password, M.tooLong('Password', MAX.password));
}

/** An email address or a phone number, as login and forgot-password take it. */
function emailOrPhoneSchema() {
  return z
    .string({ error: M.emailOrPhoneRequired })
    .trim()
    .min(1, M.emailOrPhoneRequired)
    .max(MAX.email, M.tooLong('Email or phone number', MAX.email));
}

/**
 * POST /api/auth/register body. The auth service parses requests with it and the register form
 * validates with it (plus a confirmation field), so both report the spec's exact messages.
 */
export const RegisterRequestSchema = z.object({
  firstName: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, M.firstNameRequired)
    .max(MAX.name, M.tooLong('First name', MAX.name)),
  lastName: z
    .string({ error: M.lastNameRequired })
    .trim()
    .min(1, M.lastNameRequired)
    .max(MAX.name, M.tooLong('Last name', MAX.name)),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(MAX.email, M.tooLong('Email', MAX.email))
    .pipe(z.email({ error: M.emailInvalid })),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .min(PHONE_MIN_LENGTH, M.phoneInvalid)
    .max(MAX.phone, M.tooLong('Phone number', MAX.phone)),
  password: newPasswordSchema(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The register form: the request plus a confirmation that never leaves the browser. */
export const RegisterFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: M.passwordsDontMatch,
  path: ['confirmPassword'],
});

/** POST /api/auth/login body. */
export const LoginRequestSchema = z.object({
  emailOrPhone: emailOrPhoneSchema(),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(MAX.password, M.tooLong('Password', MAX.password)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /api/auth/forgot-password body (customer spec 3, Forgot). */
export const ForgotPasswordRequestSchema = z.object({ emailOrPhone: emailOrPhoneSchema() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** Far above the 43 characters of an issued token; a bound keeps hashing and lookups cheap. */
export const RESET_TOKEN_MAX_LENGTH = 200;

/** POST /api/auth/reset-password body (customer spec 3, Reset). The token comes from the link. */
export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: M.resetTokenMissing })
    .trim()
    .min(1, M.resetTokenMissing)
    // Longer than any token we issue: it cannot be one, so it is answered like an unknown token.
    .max(RESET_TOKEN_MAX_LENGTH, RESET_TOKEN_INVALID_MESSAGE),
  password: newPasswordSchema(),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset form: a new password and its confirmation (customer spec 5, Reset). */
export const ResetPasswordFormSchema = z
  .object({ password: newPasswordSchema(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
