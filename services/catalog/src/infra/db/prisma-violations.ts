import { Prisma } from './generated/client';

/** Prisma's codes for a write that broke a unique constraint (P2002) or a foreign key (P2003). */
type ViolationCode = 'P2002' | 'P2003';

/**
 * The write, with the constraint violation `code` thrown as the domain's error instead: the database
 * is the last word when two saves race, where a look-up before the write leaves a window.
 */
export async function rethrowViolation<T>(
  write: Promise<T>,
  code: ViolationCode,
  domainError: () => Error,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === code) throw domainError();
    throw error;
  }
}
