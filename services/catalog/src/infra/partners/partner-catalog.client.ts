import {
  PartnerCatalogResponseSchema,
  PartnerMenuResponseSchema,
  PartnerVendorDetailsResponseSchema,
  PartnerVendorListResponseSchema,
  partnerAuthHeaders,
  type PartnerCatalogResponse,
  type PartnerEndpoint,
  type PartnerMenuItem,
  type PartnerVendor,
  type PartnerVendorDetails,
} from '@marketplace/contracts';
import {
  createPartnerFetch,
  PartnerCallRefusedError,
  type PartnerAnswer,
  type PartnerFetch,
  type PartnerFetchOptions,
} from '@marketplace/service-kit';
import type { z } from 'zod';
import {
  PartnerRequestError,
  type PartnerCatalogClient,
  type PartnerConnectionTester,
  type PartnerProbe,
} from '../../domain/partner-catalog';
import { vendorDetailsUrl, vendorListUrl, vendorMenuUrl } from './partner-urls';

export interface HttpPartnerCatalogClientOptions {
  /** Per request; a partner slower than this counts as down. */
  timeoutMs: number;
  /** Which hosts partner URLs may reach whatever their address (PARTNER_HOST_ALLOWLIST). */
  hosts: PartnerFetchOptions;
}

/**
 * Reads a partner's catalog over HTTP, authenticated per endpoint, answers checked against the
 * contract; tries a URL for an administrator as the sync would call it.
 */
export class HttpPartnerCatalogClient implements PartnerCatalogClient, PartnerConnectionTester {
  private readonly partnerFetch: PartnerFetch;

  constructor(private readonly options: HttpPartnerCatalogClientOptions) {
    this.partnerFetch = createPartnerFetch(options.hosts);
  }

  fetchCatalog(endpoint: PartnerEndpoint, signal?: AbortSignal): Promise<PartnerCatalogResponse> {
    return this.getJson(endpoint, endpoint.url, PartnerCatalogResponseSchema, signal);
  }

  async fetchVendors(
    endpoint: PartnerEndpoint,
    rawCategoryId: string | undefined,
    signal?: AbortSignal,
  ): Promise<PartnerVendor[]> {
    const url = vendorListUrl(endpoint.url, rawCategoryId);
    return (await this.getJson(endpoint, url, PartnerVendorListResponseSchema, signal)).vendors;
  }

  async fetchMenu(
    vendorEndpoint: PartnerEndpoint,
    externalVendorId: string,
    signal?: AbortSignal,
  ): Promise<PartnerMenuItem[]> {
    const url = vendorMenuUrl(vendorEndpoint.url, externalVendorId);
    return (await this.getJson(vendorEndpoint, url, PartnerMenuResponseSchema, signal)).items;
  }

  fetchVendorDetails(
    endpoint: PartnerEndpoint,
    externalVendorId: string,
    signal?: AbortSignal,
  ): Promise<PartnerVendorDetails> {
    const url = vendorDetailsUrl(endpoint.url, externalVendorId);
    return this.getJson(endpoint, url, PartnerVendorDetailsResponseSchema, signal);
  }

  async tryEndpoint(endpoint: PartnerEndpoint, timeoutMs: number): Promise<PartnerProbe> {
    const { status, body } = await this.get(endpoint, endpoint.url, timeoutMs);
    return { status, body };
  }

  private get(
    endpoint: PartnerEndpoint,
    url: string,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<PartnerAnswer> {
    return this.partnerFetch(
      url,
      {
        headers: {
          accept: 'application/json',
          ...partnerAuthHeaders(endpoint.authMethod, endpoint.authKey ?? ''),
        },
        signal,
        timeoutMs,
      },
      (timedOut, error) => {
        if (timedOut) return new PartnerRequestError(url, `partner timed out after ${timeoutMs} ms`);
        if (error instanceof PartnerCallRefusedError) return new PartnerRequestError(url, error.message);
        return new PartnerRequestError(url, `partner unreachable: ${error.message}`);
      },
    );
  }

  private async getJson<S extends z.ZodType>(
    endpoint: PartnerEndpoint,
    url: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const response = await this.get(endpoint, url, this.options.timeoutMs, signal);
    if (!response.ok) {
      throw new PartnerRequestError(url, `partner answered ${response.status}`, response.status);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      throw new PartnerRequestError(url, 'partner answered with invalid JSON', response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PartnerRequestError(
        url,
        `partner answer has an unexpected shape: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        response.status,
      );
    }
    return parsed.data;
  }
}
