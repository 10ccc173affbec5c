import type {
  PartnerCatalogResponse,
  PartnerEndpoint,
  PartnerMenuItem,
  PartnerVendor,
  PartnerVendorDetails,
} from '@marketplace/contracts';
import type { CatalogSyncTarget } from './external-catalog.repository';

/**
 * A partner system's catalog as the catalog service reads it (packages/contracts partner-api.ts).
 * Every call authenticates with the endpoint's method and key, and fails with PartnerRequestError.
 */
export interface PartnerCatalogClient {
  /** GET <catalog URL>: the partner's name for itself and its raw categories. */
  fetchCatalog(endpoint: PartnerEndpoint, signal?: AbortSignal): Promise<PartnerCatalogResponse>;
  /** GET <vendor URL>, with ?categoryId=<rawCategoryId> when one is given. */
  fetchVendors(
    endpoint: PartnerEndpoint,
    rawCategoryId: string | undefined,
    signal?: AbortSignal,
  ): Promise<PartnerVendor[]>;
  /** GET <vendor URL>/<vendorId>/menu. */
  fetchMenu(
    vendorEndpoint: PartnerEndpoint,
    externalVendorId: string,
    signal?: AbortSignal,
  ): Promise<PartnerMenuItem[]>;
  /** GET <vendor-details URL> with {vendorId} replaced. */
  fetchVendorDetails(
    endpoint: PartnerEndpoint,
    externalVendorId: string,
    signal?: AbortSignal,
  ): Promise<PartnerVendorDetails>;
}

/** What one GET of a partner URL answered: its status and body (capped, as every partner answer). */
export interface PartnerProbe {
  status: number;
  body: string;
}

/** Tries a partner URL as an administrator entered it, before it is saved (test connection). */
export interface PartnerConnectionTester {
  /**
   * GET the URL with the endpoint's auth, whatever the status; fails with PartnerRequestError when
   * the URL is refused (a private address, a redirect, an answer too large), too slow or unreachable.
   */
  tryEndpoint(endpoint: PartnerEndpoint, timeoutMs: number): Promise<PartnerProbe>;
}

export class PartnerRequestError extends Error {
  constructor(
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PartnerRequestError';
  }
}

/**
 * The name vendors are keyed under: what the partner's catalog calls itself, else the source system
 * its raw category mappings name, else the vendor URL's host.
 */
export function resolveSourceSystem(
  target: CatalogSyncTarget,
  catalogSourceSystem: string | undefined,
): string {
  return (
    catalogSourceSystem ??
    target.rawCategories.find((mapping) => mapping.sourceSystem !== null)?.sourceSystem ??
    new URL(target.vendor.url).host
  );
}
