import type { TestConnectionRequestSchema, TestConnectionResult } from '@marketplace/contracts';
import type { z } from 'zod';
import type { CategoryRepository } from '../../domain/category.repository';
import { PartnerRequestError, type PartnerConnectionTester } from '../../domain/partner-catalog';

/** An administrator waits on the answer, so a partner gets this long before the try fails. */
export const TEST_CONNECTION_TIMEOUT_MS = 10_000;
const PREVIEW_LINES = 10;
const PREVIEW_CHARS = 1_000;

export interface TestPartnerConnectionDeps {
  categories: CategoryRepository;
  partnerConnection: PartnerConnectionTester;
  /** TEST_CONNECTION_TIMEOUT_MS unless given (tests shorten it). */
  testConnectionTimeoutMs?: number;
}

/**
 * Test connection (beyond the spec): one GET of a source URL with its auth method, before the
 * config is saved. A completed attempt is an answer whatever the partner said: its status, the time
 * taken and the first lines of its body, or why there was no answer. A blank key of a saved
 * config's source tries the stored key, which the administrator cannot see.
 */
export async function testPartnerConnection(
  deps: TestPartnerConnectionDeps,
  request: z.output<typeof TestConnectionRequestSchema>,
): Promise<TestConnectionResult> {
  const authKey = request.authKey ?? (await storedKey(deps, request));
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const { status, body } = await deps.partnerConnection.tryEndpoint(
      { url: request.url, authMethod: request.authMethod, authKey },
      deps.testConnectionTimeoutMs ?? TEST_CONNECTION_TIMEOUT_MS,
    );
    return {
      success: status >= 200 && status < 300,
      status,
      durationMs: durationMs(),
      preview: preview(body),
    };
  } catch (error) {
    if (!(error instanceof PartnerRequestError)) throw error;
    return { success: false, durationMs: durationMs(), error: error.message };
  }
}

async function storedKey(
  deps: TestPartnerConnectionDeps,
  { categoryConfigId, source }: z.output<typeof TestConnectionRequestSchema>,
): Promise<string | null> {
  if (categoryConfigId === undefined || source === undefined) return null;
  return (await deps.categories.findPartnerEndpoints(categoryConfigId))[source]?.authKey ?? null;
}

function preview(body: string): string {
  return body.split('\n').slice(0, PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARS);
}
