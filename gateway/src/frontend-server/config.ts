import { resolve } from 'node:path';
import { z } from 'zod';
import { baseServiceConfigSchema, parseConfig, portSchema } from '@marketplace/service-kit';
import { remotesManifestSchema } from '../config';

/** The frontend bundle's server: no secret and no service to reach, only the builds to serve. */
const frontendConfigSchema = baseServiceConfigSchema
  .pick({ NODE_ENV: true, LOG_LEVEL: true, HOST: true, SHUTDOWN_TIMEOUT_MS: true, SHUTDOWN_DRAIN_MS: true })
  .extend({
    PORT: portSchema(8080),
    /** Holds shell/dist and mf-*\/dist; the repository root by default, /app in the image. */
    STATIC_ROOT: z.string().default(resolve(__dirname, '../../..')),
    /** Where the browser loads each remote from, when not the shell build's remotes-manifest.json. */
    REMOTES_MANIFEST_JSON: remotesManifestSchema,
  });

export type FrontendConfig = z.infer<typeof frontendConfigSchema>;

export const loadFrontendConfig = (env: NodeJS.ProcessEnv = process.env): FrontendConfig =>
  parseConfig(frontendConfigSchema, env);
