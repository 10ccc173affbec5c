import type { Express } from 'express';
import request from 'supertest';
import {
  CategoryConfigSchema,
  PARTNER_SOURCES,
  RawCategorySchema,
  type CategoryConfig,
  type CategoryConfigRequest,
  type RawCategory,
} from '@marketplace/contracts';
import { asAdmin } from './catalog-test-app';

export const CATEGORY_CONFIGS = '/api/admin/category-configs';
export const RAW_CATEGORIES = '/api/admin/raw-categories';

type Headers = Record<string, string>;

/** One back-office resource's four calls, an administrator's unless other headers are given. */
export function adminCalls(app: () => Express, path: string) {
  return {
    list: (headers: Headers = asAdmin()) => request(app()).get(path).set(headers),
    create: (body: unknown, headers: Headers = asAdmin()) =>
      request(app())
        .post(path)
        .set(headers)
        .send(body as object),
    update: (id: number | string, body: unknown, headers: Headers = asAdmin()) =>
      request(app())
        .put(`${path}/${id}`)
        .set(headers)
        .send(body as object),
    remove: (id: number | string, headers: Headers = asAdmin()) =>
      request(app()).delete(`${path}/${id}`).set(headers),
  };
}

/** Answers are checked against the contract, with no field beyond it. */
export const parseConfig = (body: unknown): CategoryConfig => CategoryConfigSchema.strict().parse(body);
export const parseRawCategory = (body: unknown): RawCategory => RawCategorySchema.strict().parse(body);

let sequence = 0;
/** A name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${(sequence += 1)}`;

/** A category config made through the call under test. */
export async function createConfig(
  app: () => Express,
  body: Partial<CategoryConfigRequest> = {},
): Promise<CategoryConfig> {
  const res = await adminCalls(app, CATEGORY_CONFIGS)
    .create({ groupedCategory: uniqueName('Test Category'), ...body })
    .expect(201);
  return parseConfig(res.body);
}

/** What the form sends back for a config it read, unchanged: keys as they were shown, masked. */
export function requestOf(config: CategoryConfig): CategoryConfigRequest {
  const { id: _id, createdAt: _created, updatedAt: _updated, sources, ...fields } = config;
  return {
    ...fields,
    sources: Object.fromEntries(
      PARTNER_SOURCES.map((source) => [source, { ...sources[source], url: sources[source].url ?? '' }]),
    ),
  };
}
