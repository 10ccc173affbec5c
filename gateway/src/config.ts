import { resolve } from 'node:path';
import { z } from 'zod';
import { RemotesManifestSchema, type ServiceName } from '@marketplace/contracts';
import {
  baseServiceConfigSchema,
  isProduction,
  parseConfig,
  portSchema,
  refuseDevDefaults,
  serviceUrlsSchema,
} from '@marketplace/service-kit';
import { parseTrustProxy } from './http/forwarded-client';

const originList = z
  .string()
  .optional()
  .transform((value, context) => {
    const origins = new Set<string>();
    for (const entry of (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      try {
        origins.add(new URL(entry).origin);
      } catch {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin such as https://shop.example.com`,
        });
      }
    }
    return origins as ReadonlySet<string>;
  });

export const remotesManifestSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    try {
      return RemotesManifestSchema.parse(JSON.parse(value));
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON object giving customer, admin, categoryAdmin and vendor remoteEntry.js URLs',
      });
      return z.NEVER;
    }
  });

const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    try {
      return parseTrustProxy(value);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a number of proxies or a comma list of their addresses or CIDR ranges (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

const noDevMailboxInProduction = z.refine<{ NODE_ENV?: string; DEV_MAILBOX_DIR?: string }>(
  (config) => !isProduction(config) || config.DEV_MAILBOX_DIR === undefined,
  {
    message: 'DEV_MAILBOX_DIR must not be set in production: the dev mailbox shows every resident’s messages',
    path: ['DEV_MAILBOX_DIR'],
  },
);

const gatewayConfigSchema = baseServiceConfigSchema
  .pick({
    NODE_ENV: true,
    GATEWAY_SIGNING_SECRET: true,
    LOG_LEVEL: true,
    SHUTDOWN_TIMEOUT_MS: true,
    SHUTDOWN_DRAIN_MS: true,
    METRICS_TOKEN: true,
  })
  .extend({
    PORT: portSchema(8080),
    HOST: z.string().default('127.0.0.1'),
    /** Each service's URL, or its replicas' URLs separated by commas (balanced, see upstream-pool). */
    AUTH_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4001'),
    CATALOG_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4002'),
    ORDER_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4003'),
    WEBHOOK_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4004'),
    /** How often each replica's /readyz is asked when a service has several. */
    UPSTREAM_PROBE_INTERVAL_MS: z.coerce.number().int().positive().default(1_000),
    /** Holds shell/dist and mf-*\/dist; the repository root by default. */
    STATIC_ROOT: z.string().default(resolve(__dirname, '../..')),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * How long a session resolution is reused; 0 resolves on every request. At most 2 s: a session
     * that auth ended elsewhere (a password reset ends them all) must stop working within that.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(2_000).default(2_000),
    /** The dev mailbox folder; set (by `npm start`) to serve /dev/mailbox. Refused in production. */
    DEV_MAILBOX_DIR: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    /** Other origins (comma-separated) whose pages may call state-changing /api routes. */
    TRUSTED_ORIGINS: originList,
    /** Where the browser loads each remote from, when not the shell build's remotes-manifest.json. */
    REMOTES_MANIFEST_JSON: remotesManifestSchema,
    /**
     * The proxies in front of the gateway (a count, or their addresses): their X-Forwarded-For and
     * X-Forwarded-Proto name the client. Unset, the connection does and those headers are ignored.
     */
    TRUST_PROXY: trustProxy,
  })
  .check(refuseDevDefaults('GATEWAY_SIGNING_SECRET'), noDevMailboxInProduction);

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return parseConfig(gatewayConfigSchema, env);
}

export function upstreamUrls(config: GatewayConfig): Readonly<Record<ServiceName, readonly string[]>> {
  return {
    auth: config.AUTH_SERVICE_URL,
    catalog: config.CATALOG_SERVICE_URL,
    order: config.ORDER_SERVICE_URL,
    webhook: config.WEBHOOK_SERVICE_URL,
  };
}
