import { join } from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { REMOTES_MANIFEST_PATH, type RemotesManifest } from '@marketplace/contracts';
import { notFound, type Logger } from '@marketplace/service-kit';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import { isCompressible, precompressed } from './precompressed';
import { remotesManifestSource } from './remotes-manifest';
import { contentSecurityPolicy, setHtmlSecurityHeaders } from './security-headers';

/** URL prefix of each remote and the workspace whose build it serves. */
const REMOTE_BUILDS = [
  { mount: '/remotes/customer', workspace: 'mf-customer' },
  { mount: '/remotes/admin', workspace: 'mf-admin' },
  { mount: '/remotes/category-admin', workspace: 'mf-category-admin' },
  { mount: '/remotes/vendor', workspace: 'mf-vendor' },
] as const;

const FRONTENDS_NOT_BUILT_MESSAGE = 'The frontends are not built yet';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Community Marketplace</title></head>
<body><h1>${FRONTENDS_NOT_BUILT_MESSAGE}</h1>
<p>The gateway is running, but shell/dist has no index.html. Run <code>npm run build</code> and reload.</p>
<p>The API is served under <code>/api</code>.</p></body></html>
`;

export interface FrontendsOptions {
  /** The folder holding shell/ and mf-*\/ (each with its dist/). */
  staticRoot: string;
  /** The deployment's remotes manifest, when it is not the shell build's. */
  manifestOverride?: RemotesManifest;
  logger: Logger;
}

function wantsHtml(accept: string | undefined): boolean {
  // Explicitly, not via */*: a script or fetch for a missing file must get a 404, not the page.
  return /\btext\/html\b/i.test(accept ?? '');
}

/**
 * The shell at / with history fallback (deep links such as /customer/cart get index.html and the
 * shell's router takes over), each remote's build under /remotes/<name>/, and the remotes manifest.
 * A folder that has not been built yet answers 404 (remotes) or an explanatory page (/), so the
 * gateway and the API work before and during a frontend build.
 */
export function frontends(options: FrontendsOptions): RequestHandler {
  const shellDist = join(options.staticRoot, 'shell', 'dist');
  const manifest = remotesManifestSource({
    override: options.manifestOverride,
    shellDist,
    logger: options.logger,
  });
  const setHeaders = (res: Response, filePath: string) => {
    res.setHeader('cache-control', cacheControlFor(filePath));
    // The same URL answers brotli, gzip or plain bytes depending on the request's Accept-Encoding.
    if (isCompressible(filePath)) res.vary('Accept-Encoding');
    // Pages load the remotes the manifest names, so their policy follows the manifest in force.
    if (filePath.endsWith('.html')) setHtmlSecurityHeaders(res, contentSecurityPolicy(manifest()));
  };
  // Precompressed copies (.br, .gz, written by the builds) first; express.static serves the rest.
  const serve = (root: string) => [
    precompressed({ root, setHeaders }),
    express.static(root, { index: false, cacheControl: false, setHeaders }),
  ];

  const router = express.Router();
  router.get(REMOTES_MANIFEST_PATH, (_req, res) => {
    res.setHeader('cache-control', NO_CACHE);
    res.json(manifest());
  });
  for (const remote of REMOTE_BUILDS) {
    router.use(remote.mount, serve(join(options.staticRoot, remote.workspace, 'dist')));
  }
  router.use('/remotes', (_req, _res, next) => next(notFound()));
  router.use(serve(shellDist));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) return next();
    const indexFile = join(shellDist, 'index.html');
    setHeaders(res, indexFile);
    res.sendFile(indexFile, (error?: NodeJS.ErrnoException) => {
      if (!error) return;
      if (res.headersSent) return void res.destroy();
      if (error.code !== 'ENOENT') return next(error);
      res.status(503).type('html').send(NOT_BUILT_PAGE);
    });
  });
  return router;
}
