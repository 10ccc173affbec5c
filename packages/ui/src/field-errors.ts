import type { z } from 'zod';

/** The first message for each field of a failed parse: a form shows one error per field. */
export function firstErrorPerField<Field extends PropertyKey = string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<PropertyKey, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
