import { REMOTES_MANIFEST_PATH, RemotesManifestSchema, type RemotesManifest } from '@marketplace/contracts';

/** Fetched on every page load and never cached, so a remote redeployed under a new URL is picked up at once. */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`Remotes manifest unavailable (${response.status}: ${response.statusText})`);
  return RemotesManifestSchema.parse(await response.json());
}
