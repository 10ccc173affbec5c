import type { z } from 'zod';
import { API_ROUTES, apiOperation, routeKey, type ApiOperation } from '@marketplace/contracts';

/**
 * What each call reads, from the contracts' operations table (packages/contracts/src/api-operations.ts),
 * which says which schema each route parses.
 *
 * Every call that may write is listed, with its body schema or `null` for "reads no body": a body
 * the schema accepts would be a real write, so the fuzz sends only bodies it refuses. A write the
 * table does not know fails the fuzz until it is added there. Reads may be listed for their query
 * schema, whose field names make the query strings; the rest get generic names.
 */
function inputsOf<T>(pick: (operation: ApiOperation) => T | undefined): Record<string, T> {
  return Object.fromEntries(
    API_ROUTES.flatMap((route) => {
      const operation = apiOperation(route);
      const schema = operation && pick(operation);
      return schema === undefined ? [] : [[routeKey(route), schema] as const];
    }),
  );
}

// A partner's call goes unsigned, so it is refused whatever the body: the fuzz never holds a partner's secret.
export const BODY_SCHEMAS = inputsOf<z.ZodType | null>((operation) =>
  operation.auth === 'partner' && operation.body ? null : operation.body,
);

export const QUERY_SCHEMAS = inputsOf((operation) => operation.query);

/**
 * Whether the route could take the body as valid. A route parses `req.body ?? {}`, and a body the
 * JSON parser does not read (another content type) arrives as nothing, so `{}` and `undefined` are
 * tried too: a schema that accepts them would make any unread body a real write.
 */
export function acceptsBody(schema: z.ZodType, parsed: { value: unknown } | undefined): boolean {
  const candidates = [{}, undefined, ...(parsed ? [parsed.value] : [])];
  return candidates.some((candidate) => schema.safeParse(candidate).success);
}
