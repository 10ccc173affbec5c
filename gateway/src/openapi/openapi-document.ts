import { z } from 'zod';
import * as contracts from '@marketplace/contracts';
import {
  API_ROUTES,
  MessageResponseSchema,
  PARTNER_ID_HEADER,
  SESSION_COOKIES,
  STANDARD_WEBHOOK_HEADERS,
  apiOperation,
  type ApiAuth,
  type ApiOperation,
  type ApiRoute,
  type ServiceName,
} from '@marketplace/contracts';
import contractsPackage from '@marketplace/contracts/package.json';

export type JsonSchema = z.core.JSONSchema._JSONSchema;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  /** Server-Sent Events: the JSON each event's `data` carries (OpenAPI 3.1 has no field for it). */
  'x-event-data'?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: [ServiceName];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': OpenApiMediaType } };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: ServiceName; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<ApiRoute['method']>, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<
      string,
      { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
    >;
  };
}

const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';

const TAGS: Readonly<Record<ServiceName, string>> = {
  auth: 'Residents, sessions, profiles, addresses, administrators',
  catalog: 'Places, categories, vendors, menus, reviews, configuration, images',
  order: 'Orders, statuses, ratings, notifications, reports, status fetch configuration',
  webhook: "Partners' pushes and their analytics",
};

/** Every refusal is `{ message }`; these are the statuses the services and the gateway answer. */
const ERRORS: Readonly<Record<number, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'The request is malformed or a field is invalid' },
  401: { name: 'Unauthorized', description: 'Not signed in, or a webhook signature missing or wrong' },
  403: {
    name: 'Forbidden',
    description: "Not allowed: a resident calling an administrator's call, or a write from another site",
  },
  404: { name: 'NotFound', description: 'Nothing at this path' },
  409: { name: 'Conflict', description: 'Refused in the current state of what it names' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than accepted' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not JSON' },
  422: { name: 'UnprocessableContent', description: 'Well-formed, but names something that cannot be used' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; Retry-After says when to try again' },
  502: { name: 'BadGateway', description: 'The owning service answered badly or not at all' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The owning service, or what it depends on, is unavailable',
  },
  504: { name: 'GatewayTimeout', description: 'The owning service did not answer in time' },
};

const [WEBHOOK_ID, WEBHOOK_TIMESTAMP, WEBHOOK_SIGNATURE] = STANDARD_WEBHOOK_HEADERS;
const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  residentSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIES.user,
    description: 'The session cookie POST /api/auth/login sets',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIES.admin,
    description: 'The session cookie POST /api/admin/login sets',
  },
  webhookId: {
    type: 'apiKey',
    in: 'header',
    name: WEBHOOK_ID,
    description: 'Standard Webhooks: the delivery id',
  },
  webhookTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: WEBHOOK_TIMESTAMP,
    description: 'Standard Webhooks: seconds since the epoch, within the tolerance of now',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: WEBHOOK_SIGNATURE,
    description: 'Standard Webhooks: v1,<base64 HMAC-SHA256 of id.timestamp.body>',
  },
  webhookPartnerId: {
    type: 'apiKey',
    in: 'header',
    name: PARTNER_ID_HEADER,
    description: "The partner whose secret signed it; without it, the default secret's",
  },
};

const STANDARD_WEBHOOK = { webhookId: [], webhookTimestamp: [], webhookSignature: [] };
const SECURITY: Readonly<Record<ApiAuth, Record<string, string[]>[] | undefined>> = {
  anonymous: undefined,
  resident: [{ residentSession: [] }],
  // A store's member signs in as a resident does; the store is checked by membership on the server.
  vendor: [{ residentSession: [] }],
  admin: [{ adminSession: [] }],
  partner: [{ ...STANDARD_WEBHOOK, webhookPartnerId: [] }, STANDARD_WEBHOOK],
};

/** The contracts' own names for their schemas: `AddressSchema` is the component `Address`. */
function contractNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && name.endsWith('Schema') && !names.has(value))
      names.set(value, name.slice(0, -'Schema'.length));
  }
  return names;
}

const pascal = (word: string) =>
  word.replace(/(^|[-_])(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** `PUT /api/user/addresses/:id` is `putUserAddressesById`. */
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .slice(2)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return route.method.toLowerCase() + words.join('');
}

/** Express's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const pathParameterNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any', cycles: 'throw' } as const;

/**
 * One registry of named schemas per direction: a body is what a caller may send (a transform's
 * input, a default optional), an answer what it gets (the output). A schema named in one becomes a
 * `$ref` wherever the other schemas of that registry hold it.
 */
function components(entries: readonly { schema: z.ZodType; fallbackName: string }[], io: 'input' | 'output') {
  const names = contractNames();
  const registry = z.registry<{ id: string }>();
  for (const { schema, fallbackName } of entries)
    if (!registry.has(schema)) registry.add(schema, { id: names.get(schema) ?? fallbackName });
  const { schemas } = z.toJSONSchema(registry, {
    ...JSON_SCHEMA_OPTIONS,
    io,
    uri: (id) => SCHEMA_REF + id,
  });
  const named = new Map<z.ZodType, string>();
  for (const { schema } of entries) named.set(schema, registry.get(schema)!.id);
  // A component lives inside the document: no dialect or id of its own.
  const bodies = Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...body }]) => [id, body as JsonSchema]),
  );
  return { named, schemas: bodies };
}

function queryParameters(query: z.ZodType): OpenApiParameter[] {
  const { properties = {}, required = [] } = z.toJSONSchema(query, { ...JSON_SCHEMA_OPTIONS, io: 'input' });
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

function errorStatuses(route: ApiRoute, operation: ApiOperation): number[] {
  const hasPathParameters = route.path.includes(':');
  const statuses = new Set<number>([...(operation.errors ?? []), 502, 503, 504]);
  if (operation.body || operation.query || hasPathParameters) statuses.add(400);
  if (operation.auth !== 'anonymous') statuses.add(401);
  // The gateway refuses writes from other sites' pages; partners are servers, sending no Origin.
  if (
    operation.auth === 'admin' ||
    operation.auth === 'vendor' ||
    (route.method !== 'GET' && operation.auth !== 'partner')
  )
    statuses.add(403);
  if (hasPathParameters) statuses.add(404);
  if (operation.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

function successResponse(
  operation: ApiOperation,
  answers: Map<z.ZodType, string>,
): [string, OpenApiResponse] {
  const { status = 200, mediaType, schema } = operation.response;
  const ref = schema && { $ref: SCHEMA_REF + answers.get(schema)! };
  if (status === 204) return ['204', { description: 'Done; no content' }];
  if (status === 302)
    return [
      '302',
      {
        description: 'Redirect',
        headers: { Location: { description: 'Where to go', schema: { type: 'string' } } },
      },
    ];
  const description = status === 201 ? 'Created' : 'OK';
  switch (mediaType) {
    case 'text/event-stream':
      return [
        String(status),
        { description, content: { [mediaType]: { schema: { type: 'string' }, 'x-event-data': ref! } } },
      ];
    case 'text/csv':
      return [String(status), { description, content: { [mediaType]: { schema: { type: 'string' } } } }];
    case 'image/*':
      return [String(status), { description, content: { [mediaType]: {} } }];
    default:
      return [String(status), { description, content: { 'application/json': { schema: ref! } } }];
  }
}

interface Described {
  route: ApiRoute;
  operation: ApiOperation;
  operationId: string;
}

function describedRoutes(): Described[] {
  return API_ROUTES.map((route) => {
    const operation = apiOperation(route);
    if (!operation) throw new Error(`No operation for ${route.method} ${route.path} in API_OPERATIONS`);
    return { route, operation, operationId: operationIdOf(route) };
  });
}

/**
 * The OpenAPI 3.1 document of every call of API_ROUTES, from the contracts' operations table and
 * zod schemas: nothing in it is written by hand but the words of this file.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const routes = describedRoutes();
  const bodies = components(
    routes.flatMap(({ operation, operationId }) =>
      operation.body ? [{ schema: operation.body, fallbackName: `${pascal(operationId)}Body` }] : [],
    ),
    'input',
  );
  const answers = components(
    [
      { schema: MessageResponseSchema, fallbackName: 'MessageResponse' },
      ...routes.flatMap(({ operation, operationId }) =>
        operation.response.schema
          ? [{ schema: operation.response.schema, fallbackName: `${pascal(operationId)}Response` }]
          : [],
      ),
    ],
    'output',
  );
  const shared = Object.keys(bodies.schemas).filter((name) => name in answers.schemas);
  if (shared.length > 0)
    throw new Error(`Schemas both sent and answered need a name each: ${shared.join(', ')}`);

  const paths: OpenApiDocument['paths'] = {};
  for (const { route, operation, operationId } of routes) {
    const parameters: OpenApiParameter[] = [
      ...pathParameterNames(route.path).map((name): OpenApiParameter => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(operation.query ? queryParameters(operation.query) : []),
    ];
    const security = SECURITY[operation.auth];
    const described: OpenApiOperation = {
      operationId,
      summary: operation.summary,
      tags: [route.service],
      ...(security && { security }),
      ...(parameters.length > 0 && { parameters }),
      ...(operation.body && {
        requestBody: {
          // Routes parse `req.body ?? {}`: a body is needed only when `{}` is not valid.
          required: !operation.body.safeParse({}).success,
          content: {
            'application/json': { schema: { $ref: SCHEMA_REF + bodies.named.get(operation.body)! } },
          },
        },
      }),
      responses: Object.fromEntries([
        successResponse(operation, answers.named),
        ...errorStatuses(route, operation).map((status) => [
          String(status),
          { $ref: RESPONSE_REF + ERRORS[status]!.name },
        ]),
      ]),
    };
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: described };
  }

  const refusal = { $ref: SCHEMA_REF + answers.named.get(MessageResponseSchema)! };
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Community marketplace API',
      version: contractsPackage.version,
      description:
        'Every /api call the gateway routes, generated from the zod contracts of packages/contracts. ' +
        'Errors are JSON `{ "message": ... }`. Live feeds are Server-Sent Events: `x-event-data` is ' +
        "each event's data.",
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name: name as ServiceName, description })),
    paths,
    components: {
      schemas: sorted({ ...bodies.schemas, ...answers.schemas }),
      responses: Object.fromEntries(
        Object.values(ERRORS).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: refusal } } },
        ]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
