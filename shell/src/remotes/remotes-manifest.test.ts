import { RemotesManifestSchema } from '@marketplace/contracts';
import { parseRemotesManifest } from './remotes-manifest';

describe('parseRemotesManifest', () => {
  const manifest = {
    customer: '/remotes/customer/remoteEntry.js',
    admin: 'https://cdn.example.in/admin/remoteEntry.js',
    categoryAdmin: '/remotes/category-admin/remoteEntry.js',
    vendor: '/remotes/vendor/remoteEntry.js',
  };

  it('accepts what the contract accepts, keeping only the remotes it names', () => {
    expect(parseRemotesManifest({ ...manifest, extra: 'ignored' })).toEqual(
      RemotesManifestSchema.parse({ ...manifest, extra: 'ignored' }),
    );
  });

  it('refuses what the contract refuses', () => {
    for (const body of [
      null,
      'x',
      {},
      { ...manifest, admin: '' },
      { ...manifest, customer: 7 },
      { ...manifest, vendor: undefined },
    ]) {
      expect(() => parseRemotesManifest(body)).toThrow();
      expect(RemotesManifestSchema.safeParse(body).success).toBe(false);
    }
  });
});
