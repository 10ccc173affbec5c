// Generates each service's Prisma client (engine-free `prisma-client` generator).
// Prisma's CLI insists on a schema-engine binary even for `generate`, which never runs it;
// this machine cannot download one, so we point it at an existing file (docs/architecture.md, Data).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const prismaCli = join(root, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(prismaCli)) {
  console.log('prisma CLI not installed yet; skipping client generation');
  process.exit(0);
}
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
for (const service of readdirSync(join(root, 'services'))) {
  const schema = join(root, 'services', service, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) continue;
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
    cwd: join(root, 'services', service),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`prisma client generated for ${service}`);
}
