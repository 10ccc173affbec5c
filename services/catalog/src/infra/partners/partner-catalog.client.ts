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
import { fetchWithTimeout } from '@marketplace/service-kit';
import type { z } from 'zod';
import { PartnerRequestError, type PartnerCatalogClient } from '../../domain/partner-catalog';
import { vendorDetailsUrl, vendorListUrl, vendorMenuUrl } from './partner-urls';

export interface HttpPartnerCatalogClientOptions {
  /** Per request; a partner slower than this counts as down. */
  timeoutMs: number;
}

/** Reads a partner's catalog over HTTP, authenticated per endpoint, answers checked against the contract. */
export class HttpPartnerCatalogClient implements PartnerCatalogClient {
  constructor(private readonly options: HttpPartnerCatalogClientOptions) {}

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

  private async getJson<S extends z.ZodType>(
    endpoint: PartnerEndpoint,
    url: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const response = await fetchWithTimeout(
      url,
      {
        headers: {
          accept: 'application/json',
          ...partnerAuthHeaders(endpoint.authMethod, endpoint.authKey ?? ''),
        },
        signal,
        timeoutMs: this.options.timeoutMs,
      },
      (timedOut, error) =>
        new PartnerRequestError(
          url,
          timedOut ? 'partner timed out' : `partner unreachable: ${error.message}`,
        ),
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new PartnerRequestError(url, `partner answered ${response.status}`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
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
