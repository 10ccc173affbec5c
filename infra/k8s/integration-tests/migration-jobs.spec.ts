import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { build, containersOf, kustomizationDir } from '../src/kustomize';
import { environmentOf, secretValue, type Container } from '../src/workload-env';

const root = join(__dirname, '../../..');
const resources = build(kustomizationDir('base'));
/** Each service's workspace and the schema its migrations build. */
const SERVICES = [
  { name: 'auth', schema: 'auth' },
  { name: 'catalog', schema: 'catalog' },
  { name: 'order', schema: 'orders' },
  { name: 'webhook', schema: 'webhooks' },
];

/** Runs a migration Job's container as its image would: the service's entry, the Job's environment. */
function runJob(service: string, databaseUrl: string) {
  const job = resources.find(
    (resource) => resource.kind === 'Job' && resource.metadata.name === `migrate-${service}`,
  )!;
  const [container] = containersOf(job) as unknown as Container[];
  const env = environmentOf(container!, resources, (key) => (key === 'uri' ? databaseUrl : secretValue(key)));
  const { NODE_OPTIONS: _jestOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'services', service),
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the migration Jobs (infra/k8s/base/migrations.yaml)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.each(SERVICES)(
    'migrate-$name applies every migration of its service with the production configuration and exits without serving',
    async ({ name, schema }) => {
      const { code, output } = await runJob(name, database.connectionString);
      expect({ code, output }).toEqual({ code: 0, output: expect.not.stringContaining('"msg":"listening"') });
      const client = new Client({ connectionString: database.connectionString });
      await client.connect();
      try {
        const { rows } = await client.query<{ migration_name: string }>(
          `SELECT migration_name FROM "${schema}"._prisma_migrations ORDER BY migration_name`,
        );
        const migrations = readdirSync(join(root, 'services', name, 'prisma', 'migrations'), {
          withFileTypes: true,
        })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
        expect(rows.map((row) => row.migration_name)).toEqual(migrations);
      } finally {
        await client.end();
      }
    },
    60_000,
  );
});
