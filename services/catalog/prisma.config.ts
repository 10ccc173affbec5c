import { defineConfig } from 'prisma/config';

/**
 * For Prisma's CLI. `prisma generate` needs no database; where Prisma's schema engine is available,
 * `DATABASE_URL='postgresql://...?schema=catalog' npx prisma migrate deploy` applies the same SQL
 * migrations the service's runner applies at start (both record them in _prisma_migrations).
 */
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
