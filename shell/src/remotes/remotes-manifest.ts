import type { RemotesManifest } from '@marketplace/contracts';
import { MICRO_FRONTENDS, REMOTES_MANIFEST_PATH } from './remote-names';

/**
 * The manifest's shape (`RemotesManifestSchema` in contracts), checked by hand: the shell is on every
 * page's first load, and this one check is not worth zod's weight there (issue 10, budgets).
 */
export function parseRemotesManifest(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) throw new Error('Remotes manifest is not an object');
  const manifest: Partial<RemotesManifest> = {};
  for (const name of MICRO_FRONTENDS) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url !== 'string' || url.length === 0) {
      throw new Error(`Remotes manifest has no URL for "${name}"`);
    }
    manifest[name] = url;
  }
  return manifest as RemotesManifest;
}

/** Fetched on every page load and never cached, so a remote redeployed under a new URL is picked up at once. */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`Remotes manifest unavailable (${response.status}: ${response.statusText})`);
  return parseRemotesManifest(await response.json());
}
