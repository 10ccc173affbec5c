/**
 * How residents are identified. Emails are compared lower-cased and phones as their digits (with an
 * optional leading +), so "Demo@Marketplace.Local" and "98765 43210" find the same accounts as the
 * values typed at registration.
 */

const PHONE_FORMATTING = /[\s().-]/g;
const NORMALISED_PHONE = /^\+?\d+$/;
/** E.164 allows at most 15 digits; the spec asks for at least 10 characters. */
const MIN_PHONE_DIGITS = 10;
const MAX_PHONE_DIGITS = 15;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The phone as stored, or undefined when it is not a plausible phone number. */
export function normalizePhone(phone: string): string | undefined {
  const compact = phone.trim().replace(PHONE_FORMATTING, '');
  if (!NORMALISED_PHONE.test(compact)) return undefined;
  const digits = compact.replace('+', '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS ? compact : undefined;
}

export type LoginIdentifier =
  { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'unusable' };

/** The login form's single "email or phone" field: anything with an @ is an email. */
export function parseLoginIdentifier(emailOrPhone: string): LoginIdentifier {
  if (emailOrPhone.includes('@')) return { kind: 'email', email: normalizeEmail(emailOrPhone) };
  const phone = normalizePhone(emailOrPhone);
  return phone ? { kind: 'phone', phone } : { kind: 'unusable' };
}
