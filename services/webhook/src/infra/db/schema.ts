/** The Postgres schema this service owns; its migrations, Prisma client and raw SQL all use it. */
export const WEBHOOK_SCHEMA = 'webhooks';
