import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CSRF_HEADER, WELCOME_BONUS } from '@marketplace/contracts';

/**
 * (e) Front-end weight (issue 10): for each budgeted route, a first load in a fresh browser context
 * (empty cache) through the gateway, as a browser that accepts brotli sees it. It sums the encoded
 * (on-the-wire) body bytes of every JavaScript file the route fetched until the network was idle,
 * and reads Chromium's largest contentful paint. The same figures gate the build in
 * e2e/tests/frontend-budgets.spec.ts.
 */
export const FRONTEND_BUDGETS = [
  { route: '/', signedIn: false, budgetBytes: 170 * 1024 },
  { route: '/customer/directory', signedIn: true, budgetBytes: 200 * 1024 },
  { route: '/admin', signedIn: false, budgetBytes: 200 * 1024 },
  { route: '/vendor', signedIn: false, budgetBytes: 200 * 1024 },
] as const;

export interface RouteWeight {
  route: string;
  budgetBytes: number;
  /** Encoded body bytes of the route's JavaScript responses. */
  scriptBytes: number;
  /** Decoded (uncompressed) bytes of the same responses. */
  decodedBytes: number;
  scripts: number;
  /** Each JavaScript file's path and encoded bytes, largest first. */
  files: Array<{ path: string; bytes: number }>;
  /** Largest contentful paint in milliseconds since navigation start, if Chromium reported one. */
  lcpMs: number | undefined;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const PRESTIGE_LAKESIDE_HABITAT = 1;

async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const resident = {
    firstName: 'Bench',
    lastName: 'Rao',
    email: `bench.${unique}@example.in`,
    phone: `98${unique}`,
    password: 'secret123',
  };
  const headers = { [CSRF_HEADER.name]: CSRF_HEADER.value };
  const call = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await context.request[method](baseUrl + path, { data, headers });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} -> ${response.status()}`);
  };
  await call('post', '/api/auth/register', resident);
  await call('post', '/api/auth/login', { emailOrPhone: resident.email, password: resident.password });
  await call('patch', '/api/users/onboarding', { communityId: PRESTIGE_LAKESIDE_HABITAT });
  await call('patch', '/api/user/profile', { flatNumber: 'A-101' });
  await call('patch', '/api/users/onboarding', { points: WELCOME_BONUS.points, onboardingCompleted: true });
}

/** One cold first load of `route`: script bytes from Resource Timing, then the LCP entry. */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  { route, signedIn, budgetBytes }: (typeof FRONTEND_BUDGETS)[number],
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (signedIn) await signIn(context, baseUrl);
    const page = await context.newPage();
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    return await page.evaluate(
      async ({ route, budgetBytes }) => {
        const scripts =
          // Browser types: bench compiles against Node's lib, where these entries have no sizes.
          (
            performance.getEntriesByType('resource') as unknown as Array<{
              name: string;
              encodedBodySize: number;
              decodedBodySize: number;
            }>
          ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        const lcpMs = await new Promise<number | undefined>((resolve) => {
          let last: number | undefined;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          } as unknown as { type: 'mark'; buffered: boolean });
          setTimeout(() => resolve(last), 200);
        });
        return {
          route,
          budgetBytes,
          scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          decodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
          scripts: scripts.length,
          files: scripts
            .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }))
            .sort((a, b) => b.bytes - a.bytes),
          lcpMs: last(lcpMs),
        };
        function last(value: number | undefined) {
          return value === undefined ? undefined : Math.round(value);
        }
      },
      { route, budgetBytes },
    );
  } finally {
    await context.close();
  }
}

export async function measureFrontendWeight(baseUrl: string): Promise<RouteWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const weights: RouteWeight[] = [];
    for (const budget of FRONTEND_BUDGETS) weights.push(await measureRoute(browser, baseUrl, budget));
    return weights;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function frontendPhase(baseUrl: string): Promise<void> {
  const weights = await measureFrontendWeight(baseUrl);
  console.log('\n(e) front-end weight: first load of each route, cold cache, Accept-Encoding: br');
  for (const weight of weights) {
    const verdict = weight.scriptBytes <= weight.budgetBytes ? 'within' : 'OVER';
    console.log(
      `    ${weight.route.padEnd(22)} JavaScript ${kb(weight.scriptBytes)} on the wire (${kb(weight.decodedBytes)} decoded, ${weight.scripts} files), budget ${kb(weight.budgetBytes)}: ${verdict}; LCP ${weight.lcpMs ?? '-'} ms`,
    );
    if (process.env.BENCH_FRONTEND_FILES) {
      for (const file of weight.files) console.log(`      ${kb(file.bytes).padStart(9)}  ${file.path}`);
    }
  }
}

// `tsx bench/src/frontend-phase.ts <gateway URL>`: the phase alone against a running stack.
if (require.main === module) {
  frontendPhase(process.argv[2] ?? 'http://localhost:8080').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
