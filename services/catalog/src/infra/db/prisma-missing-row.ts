import { Prisma } from './generated/client';

/**
 * A write naming a row that does not exist (Prisma's P2025) as null, so the use case can answer 404:
 * one statement, with no window between a look-up and the write.
 */
export async function nullWhenMissing<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
    throw error;
  }
}
