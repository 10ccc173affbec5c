import { CommunitySchema, type Community } from '@marketplace/contracts';
import { createServiceClient, HttpError, type ServiceClient } from '@marketplace/service-kit';
import { CommunityDirectoryUnavailableError } from '../../domain/errors';
import type { CommunityDirectory } from '../../domain/community-directory';

/** A profile read waits on this call, so a catalog in trouble is given up on quickly. */
const CATALOG_TIMEOUT_MS = 2_000;

/**
 * The catalog's public `GET /api/communities/{id}` (any status), called with the auth service's signed
 * identity. Only an answer about the id (404, 400) means "no such community"; anything else means the
 * catalog cannot say, and nothing is saved.
 */
export class CatalogCommunityDirectory implements CommunityDirectory {
  constructor(private readonly catalog: ServiceClient) {}

  async find(id: number): Promise<Community | null> {
    let answer: unknown;
    try {
      answer = await this.catalog.get(`/api/communities/${id}`);
    } catch (error) {
      // 400: the catalog refused the id itself (out of its range), so no community has it either.
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
      throw new CommunityDirectoryUnavailableError({ cause: error });
    }
    const parsed = CommunitySchema.safeParse(answer);
    if (!parsed.success) throw new CommunityDirectoryUnavailableError({ cause: parsed.error });
    return parsed.data;
  }
}

export function createCatalogCommunityDirectory(options: {
  baseUrl: string | readonly string[];
  secret: string;
}) {
  return new CatalogCommunityDirectory(
    createServiceClient({ ...options, service: 'auth', timeoutMs: CATALOG_TIMEOUT_MS }),
  );
}
