import { z } from 'zod';

/**
 * The deployment's micro-frontend URLs. The gateway serves this document at REMOTES_MANIFEST_PATH
 * (by default the shell build's remotes-manifest.json); the shell reads it on every page load and
 * registers the remotes with the Module Federation runtime, so each remote deploys on its own.
 */
export const REMOTES_MANIFEST_PATH = '/remotes/manifest.json';

/** The Module Federation names of the remotes, as keys of the manifest. */
export const MICRO_FRONTENDS = ['customer', 'admin', 'categoryAdmin', 'vendor'] as const;
export type MicroFrontendName = (typeof MICRO_FRONTENDS)[number];

/** Each value is the URL (absolute, or a path on the gateway) of that remote's remoteEntry.js. */
export const RemotesManifestSchema = z.object({
  customer: z.string().min(1),
  admin: z.string().min(1),
  categoryAdmin: z.string().min(1),
  vendor: z.string().min(1),
} satisfies Record<MicroFrontendName, z.ZodType>);
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
