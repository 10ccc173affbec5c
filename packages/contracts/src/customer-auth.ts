import { z } from 'zod';
import { AUTH_VALIDATION_MESSAGES as M, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH } from './customer-messages';

/**
 * POST /api/auth/register body. The auth service parses requests with it and the register form
 * validates with it (plus a confirmation field), so both report the spec's exact messages.
 */
export const RegisterRequestSchema = z.object({
  firstName: z.string({ error: M.firstNameRequired }).trim().min(1, M.firstNameRequired),
  lastName: z.string({ error: M.lastNameRequired }).trim().min(1, M.lastNameRequired),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .pipe(z.email({ error: M.emailInvalid })),
  phone: z.string({ error: M.phoneInvalid }).trim().min(PHONE_MIN_LENGTH, M.phoneInvalid),
  password: z.string({ error: M.passwordTooShort }).min(PASSWORD_MIN_LENGTH, M.passwordTooShort),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The register form: the request plus a confirmation that never leaves the browser. */
export const RegisterFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: M.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** POST /api/auth/login body. */
export const LoginRequestSchema = z.object({
  emailOrPhone: z.string({ error: M.emailOrPhoneRequired }).trim().min(1, M.emailOrPhoneRequired),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
