import { spawnSync } from 'node:child_process';
import { API_ROUTES, LoginRequestSchema, WEBHOOK_PATH, type ApiRoute } from '@marketplace/contracts';
import { buildOpenApiDocument, openApiPath, operationIdOf, type OpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument();

const operationOf = (doc: OpenApiDocument, route: Pick<ApiRoute, 'method' | 'path'>) =>
  doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as Lowercase<ApiRoute['method']>];

/** A `#/components/schemas/X` reference, followed. */
function resolved(doc: OpenApiDocument, schema: { $ref?: string } | undefined) {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name === undefined ? schema : doc.components.schemas[name];
}

// The validator is ESM only, which jest's CommonJS runtime cannot load: it runs in a node of its own.
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const { valid, errors = null } = await validator.validate(JSON.parse(text));
let unresolved = null;
try { validator.resolveRefs(); } catch (error) { unresolved = error.message; }
console.log(JSON.stringify({ valid, errors, version: validator.version, unresolved }));
`;

function validate(doc: OpenApiDocument) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    cwd: __dirname,
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown;
}

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', () => {
    expect(validate(document)).toEqual({ valid: true, errors: null, version: '3.1', unresolved: null });
  });

  it('describes every call of the route table, the webhook among them, with its method', () => {
    const missing = API_ROUTES.filter((route) => !operationOf(document, route));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(operationOf(document, { method: 'POST', path: WEBHOOK_PATH })?.security).toEqual(
      expect.arrayContaining([expect.objectContaining({ webhookSignature: [] })]),
    );
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(API_ROUTES.length);
  });

  it('gives each operation an id of its own and its owning service as tag', () => {
    const ids = API_ROUTES.map(operationIdOf);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of API_ROUTES) expect(operationOf(document, route)?.tags).toEqual([route.service]);
  });

  it('turns an Express parameter into an OpenAPI path parameter', () => {
    expect(document.paths['/api/user/addresses/{id}']).toBeDefined();
    expect(document.paths['/api/user/addresses/:id']).toBeUndefined();
    expect(operationOf(document, { method: 'DELETE', path: '/api/user/addresses/:id' })?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it("gives a call's body the fields of the schema its route parses", () => {
    const body = operationOf(document, { method: 'POST', path: '/api/auth/login' })?.requestBody;
    const schema = resolved(document, body?.content['application/json'].schema as { $ref?: string });
    expect(body?.required).toBe(true);
    expect(Object.keys((schema as { properties: object }).properties)).toEqual(
      Object.keys(LoginRequestSchema.shape),
    );
  });

  it("makes a read's query schema its query parameters", () => {
    const parameters = operationOf(document, { method: 'GET', path: '/api/orders/user' })?.parameters;
    expect(parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['limit', 'query', false],
      ['before', 'query', false],
    ]);
  });

  it('answers refusals as { message } and names who may call', () => {
    const admin = operationOf(document, { method: 'GET', path: '/api/admin/webhook-config' });
    expect(admin?.security).toEqual([{ adminSession: [] }]);
    expect(admin?.responses).toMatchObject({
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
    });
    expect(operationOf(document, { method: 'GET', path: '/api/states' })?.security).toBeUndefined();
    expect(document.components.responses.Unauthorized?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/MessageResponse',
    });
    expect(document.components.schemas.MessageResponse).toMatchObject({
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });

  it('describes a live feed as Server-Sent Events carrying its event schema', () => {
    const feed = operationOf(document, { method: 'GET', path: '/api/orders/:orderId/events' });
    expect(feed?.responses['200']).toEqual({
      description: 'OK',
      content: {
        'text/event-stream': {
          schema: { type: 'string' },
          'x-event-data': { $ref: '#/components/schemas/OrderStatusEvent' },
        },
      },
    });
  });

  it('comes out the same every time', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(document));
  });
});
