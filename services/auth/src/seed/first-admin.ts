import type { AdminRepository } from '../domain/admin';
import type { PasswordHasher } from '../domain/password-hasher';

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when no admin has that
 * username. An existing admin's password is left alone: changing the variable later must not
 * silently reset a password someone may have changed since.
 */
export async function ensureFirstAdmin(
  credentials: { username: string; password: string },
  deps: { admins: AdminRepository; hasher: PasswordHasher },
): Promise<boolean> {
  if (await deps.admins.findByUsername(credentials.username)) return false;
  const passwordHash = await deps.hasher.hash(credentials.password);
  return deps.admins.createIfAbsent({ username: credentials.username, passwordHash });
}
