import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { API_ROUTES, routeKey, type ApiRoute, type ServiceName } from '@marketplace/contracts';
import { snapshot } from './data-snapshot';
import { signFor, startFuzzStack, type FuzzStack, type Role } from './fuzz-services';
import {
  bodyArbitrary,
  headersArbitrary,
  queryArbitrary,
  segmentArbitrary,
  shorten,
  type FuzzRequest,
} from './malformed';
import { acceptsBody, BODY_SCHEMAS, QUERY_SCHEMAS } from './route-inputs';

/**
 * Every call of the route table, as anonymous, resident, a store's member and administrator, with malformed bodies,
 * query strings, headers and path parameters: no 5xx, an answer within the timeout, and no change
 * to any service's data. `npm test` runs a few requests per call and role with a fixed seed;
 * `npm run fuzz` runs many with a new seed (scripts/fuzz.mjs).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 14);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5_000);
const ROLES: Role[] = ['anonymous', 'resident', 'vendor', 'admin'];
const SETUP_TIMEOUT_MS = 180_000;
/** Each call's test may wait out the timeout on every request it sends, and then compare the data. */
const CALL_TIMEOUT_MS = RUNS * ROLES.length * TIMEOUT_MS + 30_000;

interface Answer {
  status: number;
  body: string;
}

/** One raw request: the bytes as generated, an answer within TIMEOUT_MS or a failure. */
function send(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(baseUrl);
    const call = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
      },
      (response) => {
        // A live feed answers at once and then stays open: its status is its answer.
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          call.destroy();
          return resolve({ status: response.statusCode!, body: '' });
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        response.on('error', reject);
      },
    );
    call.setTimeout(TIMEOUT_MS, () => {
      call.destroy();
      reject(new Error(`no answer within ${TIMEOUT_MS} ms`));
    });
    call.on('error', reject);
    call.end(body);
  });
}

function describeRequest(route: ApiRoute, request: FuzzRequest): string {
  return JSON.stringify({
    method: route.method,
    path: shorten(request.path),
    query: shorten(request.query),
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, shorten(value)]),
    ),
    body: request.body.bytes && shorten(request.body.bytes.toString('utf8')),
  });
}

/** A malformed request for the route: reads may name rows that exist, writes never. */
function requestArbitrary(route: ApiRoute, existing: FuzzStack['existing']): fc.Arbitrary<FuzzRequest> {
  const reads = route.method === 'GET';
  const segments = route.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? segmentArbitrary(reads ? (existing[segment.slice(1)] ?? []) : [])
        : fc.constant(segment),
    );
  return fc.record({
    path: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: queryArbitrary(QUERY_SCHEMAS[routeKey(route)]),
    headers: headersArbitrary,
    body: bodyArbitrary(BODY_SCHEMAS[routeKey(route)] ?? undefined),
  });
}

let stack: FuzzStack;
const baseline = {} as Record<ServiceName, Record<string, string>>;

beforeAll(async () => {
  stack = await startFuzzStack();
  for (const [name, service] of Object.entries(stack.services))
    baseline[name as ServiceName] = await snapshot(service.query);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack?.close();
}, SETUP_TIMEOUT_MS);

describe('route fuzz', () => {
  it('knows the body schema of every call that may write', () => {
    const unknown = API_ROUTES.filter(
      (route) => route.method !== 'GET' && !(routeKey(route) in BODY_SCHEMAS),
    );
    expect(unknown.map(routeKey)).toEqual([]);
  });

  it.each(API_ROUTES.map((route, index) => [routeKey(route), route, index] as const))(
    '%s: no 5xx, no hang, no change to data',
    async (_key, route, index) => {
      const service = stack.services[route.service];
      const schema = route.method === 'GET' ? null : BODY_SCHEMAS[routeKey(route)];
      for (const [roleIndex, role] of ROLES.entries()) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, stack.existing), async (request) => {
            // A body the route's schema accepts would be a real write: only refused ones are sent.
            if (schema && acceptsBody(schema, request.body.parsed())) return;
            const target = request.query ? `${request.path}?${request.query}` : request.path;
            const headers = {
              ...request.headers,
              ...signFor(service, stack.identities[role], { method: route.method, path: target }),
            };
            let answer: Answer;
            try {
              answer = await send(service.url, route.method, target, headers, request.body.bytes);
            } catch (error) {
              throw new Error(`as ${role}: ${(error as Error).message}\n${describeRequest(route, request)}`, {
                cause: error,
              });
            }
            if (answer.status >= 500)
              throw new Error(
                `as ${role}: ${answer.status} ${shorten(answer.body)}\n${describeRequest(route, request)}`,
              );
          }),
          { numRuns: RUNS, seed: SEED + index * ROLES.length + roleIndex },
        );
      }
      expect(await snapshot(service.query)).toEqual(baseline[route.service]);
    },
    CALL_TIMEOUT_MS,
  );
});
