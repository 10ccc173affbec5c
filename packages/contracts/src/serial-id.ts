import { z } from 'zod';

/** The largest value of a Postgres INTEGER (serial) column: every entity id but sessions, tokens and events. */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * The serial id a string of plain digits names, or undefined: '1e3', '0x10', ' 7', '0' and ids above
 * the INTEGER range name no row.
 */
export function serialIdFromDigits(raw: string | undefined): number | undefined {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : 0;
  return id >= 1 && id <= MAX_SERIAL_ID ? id : undefined;
}

/**
 * A serial id in a query string (`?vendorId=7`): plain digits within the INTEGER range, read as a
 * path id is (serialIdFromDigits). A repeated parameter (an array) or any other spelling is refused
 * with `message`.
 */
export function serialIdQuerySchema(message: string) {
  return z
    .unknown()
    .transform((raw) => (typeof raw === 'string' ? serialIdFromDigits(raw) : undefined))
    .pipe(z.number({ error: message }));
}

/**
 * A serial id in a request body. An id above the column's range can name no row; refusing it here
 * answers 400 instead of letting the database fail on the cast. `message` replaces every rule's
 * message, for fields whose spec message says what to fix ('Please select a community').
 */
export function serialIdSchema(message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z
    .number(error)
    .int(error ?? { error: (issue) => `${pathOf(issue)} must be a whole number` })
    .positive(error ?? { error: (issue) => `${pathOf(issue)} must be a positive whole number` })
    .max(MAX_SERIAL_ID, error ?? { error: (issue) => `${pathOf(issue)} is not a valid id` });
}

function pathOf(issue: { path?: PropertyKey[] }): string {
  return issue.path?.length ? issue.path.map(String).join('.') : 'id';
}

/** Any serial id (int, positive, at most MAX_SERIAL_ID), with messages that name the field. */
export const SerialIdSchema = serialIdSchema();
