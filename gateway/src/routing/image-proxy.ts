import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastPath, Logger, UpstreamPool } from '@marketplace/service-kit';
import { logProxiedRequest } from '../http/access-log';
import type { TrustProxy } from '../http/forwarded-client';
import { replicaDispatchers } from './replica-dispatchers';
import { answerUpstreamFailure, anonymousIdentity, endToEnd, headerSteps, mayRetryAfter } from './lean-proxy';

export interface ImageProxyOptions {
  /** The catalog service's replicas. */
  replicas: UpstreamPool;
  timeoutMs: number;
  signingSecret: string;
  /** TRUST_PROXY, for the access line's client address. */
  trustProxy: TrustProxy | undefined;
  logger: Logger;
  /** At most this many bytes of pictures kept; the least recently served go first. */
  maxBytes?: number;
}

/**
 * GET /api/images/{file}, a file name of word characters, dots and dashes not starting with a dot;
 * the URL goes to the catalog unchanged and keys the picture. Any other spelling (a dot segment, an
 * encoded slash) is left to the general path, which refuses it.
 */
const IMAGE_URL = /^\/api\/images\/(?!\.)[\w.-]+(?:\?|$)/;

/** Set anew on every answer, so not kept with a picture. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'content-length']);

interface Picture {
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  body: Buffer;
}

function kept(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const all = endToEnd(headers);
  for (const name of PER_ANSWER) delete all[name];
  return all;
}

/** If-None-Match against the picture's ETag (its content hash): any listed tag, weak or not, or `*`. */
function notModified(req: IncomingMessage, etag: string | undefined): boolean {
  const header = req.headers['if-none-match'];
  if (!header || !etag) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, picture: Picture): void {
  if (status === 200 && notModified(req, picture.etag)) {
    res.writeHead(304, picture.headers);
    return void res.end();
  }
  res.writeHead(status, { ...picture.headers, 'content-length': picture.body.length });
  res.end(req.method === 'HEAD' ? undefined : picture.body);
}

/**
 * Stored menu item pictures (issue 13, decision 77), in front of Express like the webhook proxy:
 * a picture's name is its content's hash and the catalog says it never changes (`immutable`), so
 * the gateway keeps each one it has fetched and serves it again itself, as a CDN in front of us
 * would, without a session, an identity or a hop to the catalog. Pictures are public (anyone may
 * fetch one), so the catalog is asked with the anonymous identity and the caller's cookies stay
 * here. Any other answer (404, an error) is passed on and not kept.
 */
export function imageProxy(options: ImageProxyOptions): FastPath {
  const { logger, timeoutMs, replicas } = options;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const dispatcherOf = replicaDispatchers(replicas, timeoutMs);
  const identity = anonymousIdentity(options.signingSecret);
  const prepare = headerSteps(options.trustProxy);
  const pictures = new Map<string, Picture>();
  let bytes = 0;

  const keep = (url: string, picture: Picture) => {
    if (picture.body.length > maxBytes || pictures.has(url)) return;
    pictures.set(url, picture);
    bytes += picture.body.length;
    for (const [oldest, { body }] of pictures) {
      if (bytes <= maxBytes) break;
      pictures.delete(oldest);
      bytes -= body.length;
    }
  };

  // A read: a replica that failed to answer it is left for the next one.
  const fetchPicture = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    tried = new Set<string>(),
  ) => {
    const replica = replicas.pick(tried)!;
    tried.add(replica);
    try {
      const upstream = await dispatcherOf(replica).request({
        method: 'GET',
        path: url,
        headers: {
          ...identity({ method: 'GET', path: url }),
          'x-request-id': res.getHeader('x-request-id') as string,
        },
      });
      const picture: Picture = {
        headers: kept(upstream.headers),
        etag: upstream.headers.etag as string | undefined,
        body: Buffer.from(await upstream.body.arrayBuffer()),
      };
      if (
        upstream.statusCode === 200 &&
        /\bimmutable\b/.test(String(upstream.headers['cache-control'] ?? ''))
      )
        keep(url, picture);
      answer(req, res, upstream.statusCode, picture);
    } catch (error) {
      const failure = error as Error & { code?: string };
      if (!res.headersSent && mayRetryAfter('GET', failure)) {
        replicas.markDown(replica);
        if (tried.size < replicas.urls.length) return fetchPicture(req, res, url, tried);
      }
      answerUpstreamFailure(logger, req, res, 'catalog', failure);
    }
  };

  return (req, res, next) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !IMAGE_URL.test(url)) return next();
    const startedAt = Date.now();
    prepare(req, res);
    res.once('close', () => logProxiedRequest(logger, req, res, 'catalog', startedAt));
    const picture = pictures.get(url);
    if (!picture) return void fetchPicture(req, res, url);
    // Served again: to the back of the eviction order.
    pictures.delete(url);
    pictures.set(url, picture);
    answer(req, res, 200, picture);
  };
}
