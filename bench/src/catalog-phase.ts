import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import { CSRF_HEADER } from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import {
  DATASET_SIZE,
  ensureBenchCommunities,
  ensureCatalogDataset,
  type BenchCommunities,
  type CatalogDataset,
} from './catalog-dataset';
import { figures, figuresLine } from './load-figures';
import type { BenchStack } from './stack';

/**
 * Phase (d): catalog reads on a real-sized data set (catalog-dataset.ts) through the gateway and
 * straight to the catalog service, 32 connections, requests spread over the generated vendors.
 * Target per endpoint (issue 10): through the gateway at least 1,000 requests a second with p99
 * under 50 ms, or at least 0.70 of the same GET straight to the service.
 */
const CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 32);
const ROUNDS = 2;
const TARGET_PER_SECOND = 1_000;
const P99_BOUND_MS = 50;
const TARGET_RATIO = 0.7;

interface Endpoint {
  name: string;
  /** The path of the n-th request. */
  path: (n: number) => string;
  /** Asked by signed-in residents: each connection carries one resident's session (or identity). */
  residents?: boolean;
}

/** A signed-in resident of one of the generated communities, as the gateway and the catalog see them. */
export interface Resident {
  communityId: number;
  /** The gateway's session cookie. */
  cookie: string;
  /** The identity the gateway would sign for them, for the direct requests. */
  userId: number;
  sessionId: string;
}

/**
 * Registers one resident per connection through the gateway, each in a different generated
 * community (spread over all of them), as the customer app does: register, sign in, choose the
 * community in onboarding, then sign in again so the session carries it.
 */
export async function registerResidents(
  gatewayUrl: string,
  communityIds: number[],
  count = CONNECTIONS,
): Promise<Resident[]> {
  const residents: Resident[] = [];
  // Ten digits of phone number: five of the run, three of the resident (up to 1,000 a run).
  const run = `${Date.now()}`.slice(-5);
  for (let index = 0; index < count; index += 1) {
    const communityId = communityIds[Math.floor((index * communityIds.length) / count)]!;
    const unique = `${run}${String(index).padStart(3, '0')}`;
    const person = {
      firstName: 'Bench',
      lastName: `Resident${index}`,
      email: `bench.resident.${unique}@example.in`,
      phone: `97${unique}`,
      password: 'secret123',
    };
    let cookie = '';
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(gatewayUrl + path, {
        method,
        headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value, cookie },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { user?: { id?: number } };
      if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}`);
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
      if (set.length > 0) cookie = set.join('; ');
      return answer;
    };
    await call('POST', '/api/auth/register', person);
    const login = { emailOrPhone: person.email, password: person.password };
    const { user } = await call('POST', '/api/auth/login', login);
    await call('PATCH', '/api/users/onboarding', { communityId });
    await call('POST', '/api/auth/login', login);
    residents.push({
      communityId,
      cookie,
      userId: user?.id ?? 900_000 + index,
      sessionId: `bench-${unique}`,
    });
  }
  return residents;
}

function endpoints(dataset: CatalogDataset): Endpoint[] {
  const { vendorIds, categories } = dataset;
  // Consecutive requests visit vendors far apart (7,919 is prime to the vendor count), so every
  // vendor is asked about in turn and no cache sees the same few over and over.
  const vendor = (n: number) => vendorIds[(n * 7919) % vendorIds.length];
  return [
    {
      name: 'category vendor list, anonymous (whole category)',
      path: (n) => `/api/vendors/category/${categories[n % categories.length]!.id}`,
    },
    {
      name: 'category vendor list, signed-in residents (their community)',
      path: (n) => `/api/vendors/category/${categories[n % categories.length]!.id}`,
      residents: true,
    },
    { name: 'vendor menu', path: (n) => `/api/vendors/${vendor(n)}/menu` },
    {
      name: 'reviews, helpful first, 5 stars',
      path: (n) => `/api/vendors/${vendor(n)}/reviews?sortBy=helpful&filterRating=5&limit=20`,
    },
    { name: 'review stats', path: (n) => `/api/vendors/${vendor(n)}/review-stats` },
  ];
}

/** A signed identity for one GET, as the gateway adds it to each call it forwards. */
type SignedFor = (path: string) => Record<string, string>;

/**
 * `headers`: one set a connection (the residents' cookies), in turn, for the gateway; or, straight
 * to the service, the identity signed anew for each request, since a signature names its call.
 */
function load(
  baseUrl: string,
  endpoint: Endpoint,
  seconds: number,
  headers?: Array<Record<string, string>> | SignedFor,
): Promise<Result> {
  let n = Math.floor(Math.random() * 1_000_000);
  let client = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        ...(Array.isArray(headers) && {
          setupClient: (connection) => connection.setHeaders(headers[client++ % headers.length]!),
        }),
        requests: [
          {
            setupRequest: (request) => {
              const path = endpoint.path((n += 1));
              if (typeof headers !== 'function') return { ...request, path };
              return { ...request, path, headers: { ...request.headers, ...headers(path) } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Whether the endpoint answers 200 yet (the reviews calls are being built alongside this). */
async function answers(baseUrl: string, path: string, signedFor: SignedFor): Promise<number> {
  const response = await fetch(baseUrl + path, { headers: signedFor(path) });
  await response.arrayBuffer();
  return response.status;
}

export async function runCatalogPhase(stack: BenchStack, seconds: number): Promise<void> {
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  let dataset: CatalogDataset;
  let communities: BenchCommunities;
  try {
    dataset = await ensureCatalogDataset(database);
    communities = await ensureBenchCommunities(database);
  } finally {
    await database.end();
  }
  console.log(
    `\n(d) catalog reads on a generated data set, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds each way`,
  );
  console.log(
    `    data set: ${dataset.vendorIds.length} vendors (target ${DATASET_SIZE.vendors}), ${dataset.menuItems} menu items, ${dataset.reviews} reviews; ${
      dataset.seconds > 0 ? `written in ${dataset.seconds.toFixed(1)} s` : 'already there'
    }`,
  );
  console.log(
    `    vendors by category: ${dataset.categories.map((category) => `${category.id}: ${category.vendors}`).join(', ')}`,
  );
  console.log(
    `    communities: ${communities.communityIds.length} generated, ${communities.coverageRows} coverage rows (${Math.round(
      communities.coverageRows / Math.max(1, communities.communityIds.length),
    )} vendors serve a community on average); ${
      communities.seconds > 0 ? `written in ${communities.seconds.toFixed(1)} s` : 'already there'
    }`,
  );
  const residents = await registerResidents(stack.gatewayUrl, communities.communityIds);
  const signed: SignedFor = (path) => signIdentity({}, stack.signingSecret, { method: 'GET', path });
  let resident = 0;
  // Each request as the next resident: the same identities, spread as the gateway's connections spread them.
  const signedResident: SignedFor = (path) => {
    const { userId, sessionId, communityId } = residents[resident++ % residents.length]!;
    return signIdentity({ user: { id: userId, sessionId, communityId } }, stack.signingSecret, {
      method: 'GET',
      path,
    });
  };
  const cookies = residents.map((resident) => ({ cookie: resident.cookie }));
  for (const endpoint of endpoints(dataset)) {
    const status = await answers(stack.catalogUrl, endpoint.path(0), signed);
    if (status !== 200) {
      console.log(`    ${endpoint.name} (${endpoint.path(0)}): skipped, the service answers ${status}`);
      continue;
    }
    const gatewayHeaders = endpoint.residents ? cookies : undefined;
    await load(stack.gatewayUrl, endpoint, 1, gatewayHeaders); // warm the path's JIT and pools
    const direct: Result[] = [];
    const viaGateway: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      direct.push(
        await load(
          stack.catalogUrl,
          endpoint,
          seconds / ROUNDS,
          endpoint.residents ? signedResident : signed,
        ),
      );
      viaGateway.push(await load(stack.gatewayUrl, endpoint, seconds / ROUNDS, gatewayHeaders));
    }
    const [straight, gateway] = [figures(direct), figures(viaGateway)];
    const ratio = gateway.perSecond / Math.max(1, straight.perSecond);
    const absolute =
      gateway.perSecond >= TARGET_PER_SECOND && gateway.p99 < P99_BOUND_MS && gateway.other === 0;
    const met = gateway.other === 0 && (absolute || ratio >= TARGET_RATIO);
    console.log(`    ${endpoint.name} (e.g. ${endpoint.path(0)})`);
    console.log(`      direct to catalog: ${figuresLine(straight)}`);
    console.log(`      through gateway:   ${figuresLine(gateway)}`);
    console.log(
      `      ratio ${ratio.toFixed(2)}; target (>= ${TARGET_PER_SECOND}/s with p99 < ${P99_BOUND_MS} ms, or ratio >= ${TARGET_RATIO}): ${met ? 'met' : 'not met'}`,
    );
  }
}
