import type { z } from 'zod';
import {
  partnerAuthHeaders,
  PartnerOrderCreateResponseSchema,
  PartnerOrderStatusResponseSchema,
  type PartnerEndpoint,
  type PartnerOrderCreateRequest,
  type PartnerOrderCreateResponse,
  type PartnerOrderStatusResponse,
  type PartnerOrderUpdateRequest,
} from '@marketplace/contracts';
import {
  createPartnerFetch,
  PartnerCallRefusedError,
  type PartnerFetch,
  type PartnerFetchOptions,
} from '@marketplace/service-kit';
import { PartnerRequestError, type PartnerOrderClient } from '../../domain/partner-order';

/** Statuses after which the same request may well succeed later. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

function authHeaders(endpoint: PartnerEndpoint): Record<string, string> {
  if (endpoint.authMethod === 'none') return {};
  if (!endpoint.authKey)
    throw new PartnerRequestError(
      `No ${endpoint.authMethod} credential is configured for ${endpoint.url}`,
      false,
    );
  return partnerAuthHeaders(endpoint.authMethod, endpoint.authKey);
}

function messageOf(text: string, fallback: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return text.slice(0, 200) || fallback;
  }
}

/** Calls partner URLs with their configured credential; every failure becomes a PartnerRequestError. */
export class HttpPartnerOrderClient implements PartnerOrderClient {
  private readonly partnerFetch: PartnerFetch;

  /** `hosts`: which hosts partner URLs may reach whatever their address (PARTNER_HOST_ALLOWLIST). */
  constructor(hosts: PartnerFetchOptions) {
    this.partnerFetch = createPartnerFetch(hosts);
  }

  createOrder(
    endpoint: PartnerEndpoint,
    body: PartnerOrderCreateRequest,
    timeoutMs: number,
  ): Promise<PartnerOrderCreateResponse> {
    return this.request(PartnerOrderCreateResponseSchema, 'POST', endpoint, timeoutMs, body);
  }

  fetchOrderStatus(endpoint: PartnerEndpoint, timeoutMs: number): Promise<PartnerOrderStatusResponse> {
    return this.request(PartnerOrderStatusResponseSchema, 'GET', endpoint, timeoutMs);
  }

  updateOrder(
    endpoint: PartnerEndpoint,
    body: PartnerOrderUpdateRequest,
    timeoutMs: number,
  ): Promise<PartnerOrderStatusResponse> {
    return this.request(PartnerOrderStatusResponseSchema, 'POST', endpoint, timeoutMs, body);
  }

  private async request<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    endpoint: PartnerEndpoint,
    timeoutMs: number,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(endpoint) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const target = `${method} ${endpoint.url}`;
    const response = await this.partnerFetch(
      endpoint.url,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs },
      (timedOut, error) =>
        new PartnerRequestError(
          timedOut ? `${target} timed out after ${timeoutMs} ms` : `${target} failed: ${error.message}`,
          // A refused URL stays refused until an administrator corrects it.
          !(error instanceof PartnerCallRefusedError),
        ),
    );
    if (!response.ok) {
      const retryable = response.status >= 500 || RETRYABLE_STATUSES.has(response.status);
      throw new PartnerRequestError(
        `${target} answered ${response.status}: ${messageOf(response.body, response.statusText)}`,
        retryable,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      throw new PartnerRequestError(`${target} answered something that is not JSON`, true);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PartnerRequestError(
        `${target} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`,
        true,
      );
    }
    return parsed.data;
  }
}
