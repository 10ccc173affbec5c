/** The Postgres schema this service owns; its migrations, Prisma client, outbox and raw SQL all use it. */
export const ORDER_SCHEMA = 'orders';
