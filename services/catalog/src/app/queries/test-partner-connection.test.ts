import { TestConnectionRequestSchema, type PartnerEndpoint } from '@marketplace/contracts';
import type { CategoryRepository } from '../../domain/category.repository';
import { PartnerRequestError, type PartnerProbe } from '../../domain/partner-catalog';
import { testPartnerConnection } from './test-partner-connection';

function depsAnswering(answer: (endpoint: PartnerEndpoint) => Promise<PartnerProbe>) {
  const tried: PartnerEndpoint[] = [];
  const categories = {
    findPartnerEndpoints: async (categoryId: number) =>
      categoryId === 3
        ? { vendor: { url: 'http://p.example/v', authMethod: 'bearer' as const, authKey: 'stored' } }
        : {},
  } as unknown as CategoryRepository;
  return {
    tried,
    deps: {
      categories,
      partnerConnection: {
        tryEndpoint: (endpoint: PartnerEndpoint) => {
          tried.push(endpoint);
          return answer(endpoint);
        },
      },
    },
  };
}

const request = (body: object) => TestConnectionRequestSchema.parse({ url: 'http://p.example/v', ...body });

describe('testPartnerConnection', () => {
  it('previews at most ten lines and a thousand characters of the answer', async () => {
    const lines = depsAnswering(async () => ({ status: 200, body: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl' }));
    expect((await testPartnerConnection(lines.deps, request({}))).preview).toBe(
      'a\nb\nc\nd\ne\nf\ng\nh\ni\nj',
    );
    const long = depsAnswering(async () => ({ status: 200, body: 'x'.repeat(5_000) }));
    expect((await testPartnerConnection(long.deps, request({}))).preview).toHaveLength(1_000);
  });

  it('counts only a 2xx as success, and keeps the status of any other answer', async () => {
    const { deps } = depsAnswering(async () => ({ status: 503, body: 'busy' }));
    expect(await testPartnerConnection(deps, request({}))).toEqual({
      success: false,
      status: 503,
      durationMs: expect.any(Number),
      preview: 'busy',
    });
  });

  it('tries the stored key only for a blank key naming a saved source', async () => {
    const { deps, tried } = depsAnswering(async () => ({ status: 200, body: '' }));
    await testPartnerConnection(
      deps,
      request({ authMethod: 'bearer', categoryConfigId: 3, source: 'vendor' }),
    );
    await testPartnerConnection(deps, request({ authKey: 'typed', categoryConfigId: 3, source: 'vendor' }));
    await testPartnerConnection(deps, request({ categoryConfigId: 3 }));
    await testPartnerConnection(deps, request({ categoryConfigId: 4, source: 'vendor' }));
    expect(tried.map((endpoint) => endpoint.authKey)).toEqual(['stored', 'typed', null, null]);
  });

  it('answers why a try failed, and lets anything but a partner failure through', async () => {
    const refused = depsAnswering(async () => {
      throw new PartnerRequestError('http://p.example/v', 'partner timed out after 10000 ms');
    });
    expect(await testPartnerConnection(refused.deps, request({}))).toEqual({
      success: false,
      durationMs: expect.any(Number),
      error: 'partner timed out after 10000 ms',
    });
    const broken = depsAnswering(async () => {
      throw new Error('bug');
    });
    await expect(testPartnerConnection(broken.deps, request({}))).rejects.toThrow('bug');
  });
});
