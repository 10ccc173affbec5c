import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('lets browsers keep content-hashed files for good', () => {
    for (const file of [
      '/dist/main.3f2a1b9c.js',
      '/dist/812.0a1b2c3d.js',
      '/dist/main.3f2a1b9c.js.map',
      '/dist/9f86d081884c7d65.png',
    ]) {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    }
  });

  it('revalidates entry points: pages, remote entries and unhashed files', () => {
    for (const file of [
      '/dist/index.html',
      '/dist/remoteEntry.js',
      '/dist/mf-manifest.json',
      '/dist/favicon.ico',
    ]) {
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });
});
