import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemotesManifestSchema, type RemotesManifest } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';

/** What the shell build emits today; served when no build (or an older one) provides a manifest. */
const DEFAULT_REMOTES_MANIFEST: RemotesManifest = {
  customer: '/remotes/customer/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
  categoryAdmin: '/remotes/category-admin/remoteEntry.js',
  vendor: '/remotes/vendor/remoteEntry.js',
};

const SHELL_MANIFEST_FILE = 'remotes-manifest.json';

export interface RemotesManifestOptions {
  /** The deployment's manifest (REMOTES_MANIFEST_JSON); wins over everything. */
  override?: RemotesManifest;
  shellDist: string;
  logger: Logger;
}

function parse(text: string): RemotesManifest | undefined {
  try {
    const parsed = RemotesManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The manifest in force: the deployment's override, else the one the shell build ships beside its
 * index.html, else the default. The shell's file is read when asked (once per page load: for the
 * manifest itself and for the page's CSP), so a rebuild takes effect without a gateway restart.
 */
export function remotesManifestSource(options: RemotesManifestOptions): () => RemotesManifest {
  const { override } = options;
  if (override) return () => override;
  const file = join(options.shellDist, SHELL_MANIFEST_FILE);
  return () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return DEFAULT_REMOTES_MANIFEST;
    }
    const manifest = parse(text);
    if (manifest) return manifest;
    options.logger.error({ file }, 'the shell build’s remotes manifest is invalid; serving the default');
    return DEFAULT_REMOTES_MANIFEST;
  };
}
