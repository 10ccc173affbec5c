import { PartnerRefSchema } from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { PartnerDirectory } from '../../domain/partner-secret';

/** The catalog service: whether a partner (a category config) exists, on its internal endpoint. */
export class CatalogPartnerDirectory implements PartnerDirectory {
  constructor(private readonly catalog: ServiceClient) {}

  async exists(partnerId: number): Promise<boolean> {
    let answer: unknown;
    try {
      answer = await this.catalog.get(`/internal/category-configs/${partnerId}`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return false;
      throw error;
    }
    // A malformed answer is the catalog's fault, not the administrator's: never a 400.
    if (!PartnerRefSchema.safeParse(answer).success)
      throw new HttpError(502, 'The catalog answered an unreadable category config');
    return true;
  }
}
