import { z } from 'zod';

/**
 * The response header a paged list answers with, naming the page size it used: a caller that asked
 * for more than the maximum learns it got the maximum, so a full page of that size is not taken
 * for the last one.
 */
export const PAGE_LIMIT_HEADER = 'x-page-limit';

/**
 * A `?limit=` of a paged list: a whole number of at least 1 (anything else is refused with
 * `message`), `fallback` when absent, and at most `max`: a larger ask gets `max`, as most APIs
 * answer, rather than a 400 (issue 27).
 */
export function pageLimitSchema({
  fallback,
  max,
  message,
}: {
  fallback: number;
  max: number;
  message: string;
}) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .transform((limit) => Math.min(limit, max))
    .default(fallback);
}
