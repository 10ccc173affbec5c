import { z } from 'zod';
import {
  CategorySchema,
  CommunitySchema,
  CreateStoreResponseSchema,
  StoreStandingSchema,
  type Category,
  type Community,
  type CreateStoreRequest,
  type StoreStanding,
} from '@marketplace/contracts';
import { createServiceClient, HttpError, type ServiceClient } from '@marketplace/service-kit';
import { CommunityDirectoryUnavailableError, StoreCatalogUnavailableError } from '../../domain/errors';
import type { CommunityDirectory } from '../../domain/community-directory';
import type { StoreCatalog } from '../../domain/store-catalog';

/** A profile read waits on this call, so a catalog in trouble is given up on quickly. */
const CATALOG_TIMEOUT_MS = 2_000;

/** Only an answer about the id (404, or 400: out of the catalog's range) means "no such thing". */
const isNoSuchId = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/**
 * The catalog's public `GET /api/communities/{id}` (any status), called with the auth service's signed
 * identity. Anything but an answer about the id means the catalog cannot say, and nothing is saved.
 */
export class CatalogCommunityDirectory implements CommunityDirectory {
  constructor(private readonly catalog: ServiceClient) {}

  async find(id: number): Promise<Community | null> {
    let answer: unknown;
    try {
      answer = await this.catalog.get(`/api/communities/${id}`);
    } catch (error) {
      if (isNoSuchId(error)) return null;
      throw new CommunityDirectoryUnavailableError({ cause: error });
    }
    const parsed = CommunitySchema.safeParse(answer);
    if (!parsed.success) throw new CommunityDirectoryUnavailableError({ cause: parsed.error });
    return parsed.data;
  }
}

const CategoriesSchema = z.array(CategorySchema);

/**
 * The catalog's public `GET /api/vendors/{id}` (a store's name) and `GET /api/categories`, and its
 * internal `POST /internal/vendors` (the store an approved application becomes).
 */
export class CatalogStores implements StoreCatalog {
  constructor(private readonly catalog: ServiceClient) {}

  /** From the store's standing: a suspended store is hidden from residents' reads, not from its members. */
  async findStoreName(storeId: number): Promise<string | null> {
    return (await this.findStanding(storeId))?.name ?? null;
  }

  findStanding(storeId: number): Promise<StoreStanding | null> {
    return this.read(`/internal/vendors/${storeId}/standing`, StoreStandingSchema);
  }

  async findCategory(categoryId: number): Promise<Category | null> {
    const categories = (await this.read('/api/categories', CategoriesSchema)) ?? [];
    return categories.find((category) => category.id === categoryId) ?? null;
  }

  async createStore(store: CreateStoreRequest): Promise<number> {
    // The catalog's refusals (422 for a category or community gone since) keep their status and words.
    const parsed = CreateStoreResponseSchema.safeParse(await this.catalog.post('/internal/vendors', store));
    if (!parsed.success) throw new StoreCatalogUnavailableError({ cause: parsed.error });
    return parsed.data.storeId;
  }

  private async read<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    let answer: unknown;
    try {
      answer = await this.catalog.get(path);
    } catch (error) {
      if (isNoSuchId(error)) return null;
      throw new StoreCatalogUnavailableError({ cause: error });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new StoreCatalogUnavailableError({ cause: parsed.error });
    return parsed.data;
  }
}

/** Both views of the catalog over one signed client (one pool of its replicas). */
export function createCatalogClients(options: { baseUrl: string | readonly string[]; secret: string }) {
  const catalog = createServiceClient({ ...options, service: 'auth', timeoutMs: CATALOG_TIMEOUT_MS });
  return { communities: new CatalogCommunityDirectory(catalog), storeCatalog: new CatalogStores(catalog) };
}
