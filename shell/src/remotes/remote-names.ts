import type { MicroFrontendName } from '@marketplace/contracts';

// The contracts' values (remotes-manifest.ts), repeated here because that module also builds the
// manifest's zod schema and importing it would put zod on every first load (issue 10). The shell
// takes nothing but types from the contracts barrel; remote-names.test.ts keeps these equal.

/** The Module Federation names of the remotes, as keys of the manifest. */
export const MICRO_FRONTENDS = [
  'customer',
  'admin',
  'categoryAdmin',
  'vendor',
] as const satisfies readonly MicroFrontendName[];

/** Where the gateway serves the deployment's remotes manifest. */
export const REMOTES_MANIFEST_PATH = '/remotes/manifest.json';
