import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import {
  CSRF_HEADER,
  FOOD_IMAGE_CATEGORIES,
  GenerateImagesBatchResultSchema,
  IMAGE_BATCH_MAX_ITEMS,
} from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import { registerResidents } from './catalog-phase';
import {
  cpuPerUnit,
  machineCpu,
  machineShare,
  printCpuPerRequest,
  stackProcesses,
  type MachineSample,
} from './process-cpu';
import { figures, figuresLine, type Figures } from './load-figures';
import type { BenchStack } from './stack';

/**
 * Phase (i), issue 13: menu item pictures. First-time generation: POST /api/generate-image through
 * the gateway with a signed-in resident's session, every request a new item (so each one draws,
 * hashes and stores a picture), from BENCH_IMAGE_CONNECTIONS connections (6: what one browser opening
 * a vendor page asks at once, Chromium keeping at most six connections to a host), a closed loop,
 * then paced at BENCH_IMAGE_RATE (150) a second; p99 of each against the target (under 50 ms with
 * the built-in generator), and the pictures stored against the answers. Then
 * cached pictures: GET /api/images/{file} spread over 200 stored pictures, through the gateway with
 * the session cookie (as a page's <img> asks) and straight to the catalog, in alternating rounds;
 * requests a second through the gateway against the target (at least 2,000).
 */
const GENERATE_CONNECTIONS = Number(process.env.BENCH_IMAGE_CONNECTIONS ?? 6);
/** The same, paced below the stack's capacity: the latency of a first picture when the stack is not saturated. */
const PACED_PER_SECOND = Number(process.env.BENCH_IMAGE_RATE ?? 150);
const SERVE_CONNECTIONS = 32;
const ROUNDS = 2;
const STORED_PICTURES = 8 * IMAGE_BATCH_MAX_ITEMS;
const TARGET_SERVED_PER_SECOND = 2_000;
const P99_BOUND_MS = 50;

function load(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The n-th new menu item of this run: a name no earlier request used, the categories in turn. */
function newItem(run: string, n: number) {
  const category = FOOD_IMAGE_CATEGORIES[n % FOOD_IMAGE_CATEGORIES.length]!;
  return {
    restaurantId: 900_000 + (n % 10_000),
    itemName: `Bench ${run} dish ${n}`,
    category,
    description: `Delicious bench dish ${n}`,
    restaurantType: 'Indian Restaurant',
  };
}

/** Pictures stored for the serving rounds, through the batch call: their URLs. */
async function storePictures(gatewayUrl: string, cookie: string, run: string): Promise<string[]> {
  const urls: string[] = [];
  for (let start = 0; start < STORED_PICTURES; start += IMAGE_BATCH_MAX_ITEMS) {
    const items = Array.from({ length: IMAGE_BATCH_MAX_ITEMS }, (_, index) =>
      newItem(`${run} served`, start + index),
    );
    const response = await fetch(`${gatewayUrl}/api/generate-images-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value, cookie },
      body: JSON.stringify({ items }),
    });
    if (!response.ok) throw new Error(`POST /api/generate-images-batch -> ${response.status}`);
    const { results } = GenerateImagesBatchResultSchema.parse(await response.json());
    urls.push(...results.flatMap((result) => (result.imageUrl ? [result.imageUrl] : [])));
  }
  return urls;
}

export async function runImagesPhase(stack: BenchStack, seconds: number): Promise<void> {
  const generator = process.env.IMAGE_API_URL
    ? `the external model at ${process.env.IMAGE_API_URL}`
    : 'built-in';
  console.log(`\n(i) menu item pictures (issue 13), ${generator} generator`);
  const communities = (await (await fetch(`${stack.gatewayUrl}/api/communities`)).json()) as Array<{
    id: number;
  }>;
  const [resident] = await registerResidents(
    stack.gatewayUrl,
    communities.map((community) => community.id),
    1,
  );
  const cookie = resident!.cookie;
  const run = `${Date.now()}`.slice(-6);

  // First-time generation: a closed loop of new items, each request its own.
  let n = 0;
  const generate = (duration: number, overallRate?: number) =>
    load({
      url: stack.gatewayUrl,
      method: 'POST',
      connections: GENERATE_CONNECTIONS,
      duration,
      ...(overallRate === undefined ? {} : { overallRate }),
      headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value, cookie },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: '/api/generate-image',
            body: JSON.stringify(newItem(run, (n += 1))),
          }),
        },
      ],
    });
  await generate(1); // warm the path's JIT and pools
  const processes = stackProcesses(
    stack.pid,
    process.env.DATABASE_URL ? new URL(stack.databaseUrl).pathname.slice(1) : undefined,
  );
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  const countStored = async () =>
    Number(
      (
        await database.query<{ n: string }>(
          'SELECT count(*) AS n FROM catalog.generated_images WHERE item_name LIKE $1',
          [`Bench ${run} dish %`],
        )
      ).rows[0]!.n,
    );
  let generated: Figures;
  let paced: Figures;
  let stored: number;
  let generationCpu: Array<[string, number]>;
  let machine: MachineSample;
  try {
    const storedBefore = await countStored();
    const cpuBefore = processes.sample();
    const machineBefore = machineCpu();
    generated = figures([await generate(seconds)]);
    machine = machineShare(machineBefore, machineCpu());
    generationCpu = cpuPerUnit(cpuBefore, processes.sample(), generated.ok);
    stored = (await countStored()) - storedBefore;
    paced = figures([await generate(seconds, PACED_PER_SECOND)]);
  } finally {
    await database.end();
  }
  const withinBound = (f: Figures) => (f.p99 < P99_BOUND_MS && f.other === 0 ? 'met' : 'not met');
  console.log(
    `    first-time generation, POST /api/generate-image through the gateway, ${GENERATE_CONNECTIONS} connections, every request a new item`,
  );
  console.log(`      as fast as they go: ${figuresLine(generated)}`);
  console.log(
    `      pictures stored during that run: ${stored} for ${generated.ok} answers; target p99 < ${P99_BOUND_MS} ms: ${withinBound(generated)}`,
  );
  console.log(`      at ${PACED_PER_SECOND} a second: ${figuresLine(paced)}; target: ${withinBound(paced)}`);
  console.log(
    `    the machine's CPUs during the run: ${machine.used}% busy, ${machine.idle}% idle, ${machine.stolen}% taken by the host (steal)`,
  );
  printCpuPerRequest('first-time picture', generationCpu);

  // Cached pictures: GETs spread over stored ones, as pages full of menu items ask them.
  const urls = await storePictures(stack.gatewayUrl, cookie, run);
  let next = Math.floor(Math.random() * urls.length);
  // Straight to the catalog, each request carries the anonymous identity signed for its own picture.
  const serve = (baseUrl: string, headers: Record<string, string> | 'signed', duration: number) =>
    load({
      url: baseUrl,
      connections: SERVE_CONNECTIONS,
      duration,
      ...(headers !== 'signed' && { headers }),
      requests: [
        {
          setupRequest: (request) => {
            const path = urls[(next += 1) % urls.length]!;
            if (headers !== 'signed') return { ...request, path };
            const signed = signIdentity({}, stack.signingSecret, { method: 'GET', path });
            return { ...request, path, headers: { ...request.headers, ...signed } };
          },
        },
      ],
    });
  await serve(stack.gatewayUrl, { cookie }, 1);
  await serve(stack.catalogUrl, 'signed', 1);
  const straight: Result[] = [];
  const viaGateway: Result[] = [];
  let gatewayCpu: Array<[string, number]> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    straight.push(await serve(stack.catalogUrl, 'signed', seconds / ROUNDS));
    const before = processes.sample();
    const result = await serve(stack.gatewayUrl, { cookie }, seconds / ROUNDS);
    gatewayCpu = cpuPerUnit(before, processes.sample(), result['2xx']);
    viaGateway.push(result);
  }
  const [directFigures, gatewayFigures] = [figures(straight), figures(viaGateway)];
  console.log(
    `    cached pictures, GET /api/images/{hash}.svg over ${urls.length} stored pictures, ${SERVE_CONNECTIONS} connections, ${ROUNDS} alternating rounds each way`,
  );
  console.log(`      direct to catalog: ${figuresLine(directFigures)}`);
  console.log(`      through gateway:   ${figuresLine(gatewayFigures)}`);
  console.log(
    `      target >= ${TARGET_SERVED_PER_SECOND}/s through the gateway: ${
      gatewayFigures.perSecond >= TARGET_SERVED_PER_SECOND && gatewayFigures.other === 0 ? 'met' : 'not met'
    }`,
  );
  printCpuPerRequest('served picture (last gateway round)', gatewayCpu);
}
