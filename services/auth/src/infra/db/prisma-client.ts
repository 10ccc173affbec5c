import { createPrisma } from '@marketplace/db';
import { PrismaClient, type Prisma } from './generated/client';
import { AUTH_SCHEMA } from './schema';

export type AuthPrismaClient = InstanceType<typeof PrismaClient>;
/** The client or an interactive transaction: what a repository needs to run inside a unit of work. */
export type AuthPrismaTransaction = Prisma.TransactionClient;

export function createAuthPrisma(connectionString: string): AuthPrismaClient {
  return createPrisma(PrismaClient, { connectionString, schema: AUTH_SCHEMA });
}

/** Postgres unique violation as Prisma reports it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
