import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler, Response } from 'express';

/** Files the frontend builds precompress (packages/ui/build/precompress-plugin.js). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt)$/;

/** Our preference when the client accepts both: brotli is 15–20 % smaller than gzip on our bundles. */
const ENCODINGS = [
  { token: 'br', extension: '.br' },
  { token: 'gzip', extension: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['token'];

/** Whether responses for this file vary by Accept-Encoding (it may have a compressed copy). */
export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}

/**
 * The encodings an Accept-Encoding header allows, in our order of preference. A coding with q=0 is
 * refused, `*` stands for any coding not named, and no header at all means identity only (a client
 * that says nothing gets plain bytes, the safe choice).
 */
export function acceptableEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (token: string) => weights.get(token) ?? weights.get('*') ?? 0;
  return ENCODINGS.filter(({ token }) => weight(token) > 0)
    .sort((a, b) => weight(b.token) - weight(a.token))
    .map(({ token }) => token);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface PrecompressedOptions {
  /** The build folder (dist/) the request path is relative to. */
  root: string;
  /** Sets the identity file's own headers (cache policy); called with the uncompressed file's path. */
  setHeaders(res: Response, filePath: string): void;
}

/**
 * Serves `<file>.br` or `<file>.gz` when the build wrote one and the client accepts it, with the
 * original file's Content-Type and cache policy, Content-Encoding, the compressed Content-Length and
 * `Vary: Accept-Encoding`. Anything else (no copy, identity only, not a GET) goes on to
 * express.static, which serves the file as is. Placed before express.static on the same root.
 */
export function precompressed({ root, setHeaders }: PrecompressedOptions): RequestHandler {
  const base = normalize(root + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!isCompressible(pathname) || pathname.includes('\0')) return next();
    const file = normalize(join(root, pathname));
    // Outside the build folder: leave it to express.static, which refuses it.
    if (!file.startsWith(base)) return next();
    const encodings = acceptableEncodings(req.headers['accept-encoding']);
    if (encodings.length === 0) return next();

    void (async () => {
      for (const token of encodings) {
        const encoded = file + ENCODINGS.find((encoding) => encoding.token === token)!.extension;
        if (!(await isFile(encoded))) continue;
        setHeaders(res, file);
        res.type(extname(file));
        res.setHeader('content-encoding', token);
        res.sendFile(
          encoded,
          { dotfiles: 'deny', cacheControl: false, acceptRanges: false, lastModified: true },
          (error?: NodeJS.ErrnoException) => {
            if (!error) return;
            if (res.headersSent) return void res.destroy();
            res.removeHeader('content-encoding');
            next(error.code === 'ENOENT' ? undefined : error);
          },
        );
        return;
      }
      next();
    })().catch(next);
  };
}
