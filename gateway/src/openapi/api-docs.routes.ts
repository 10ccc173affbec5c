import express, { type RequestHandler } from 'express';
import { setHtmlSecurityHeaders } from '../static/security-headers';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

// Both change only with a new build: a client may keep them, asking again each time (the ETag answers 304).
const REVALIDATE = 'no-cache';

/**
 * GET /api/openapi.json and /api/docs: the gateway's own public reads, not calls of the route
 * table. Built on the first request and kept, so a gateway that is never asked pays nothing.
 */
export function apiDocsRoutes(): RequestHandler {
  let published: { json: string; html: string } | undefined;
  const publish = () => {
    if (!published) {
      const document = buildOpenApiDocument();
      published = { json: JSON.stringify(document), html: renderDocsPage(document) };
    }
    return published;
  };
  const router = express.Router();
  router.get(OPENAPI_PATH, (_req, res) => {
    res.set('cache-control', REVALIDATE).type('application/json').send(publish().json);
  });
  router.get(DOCS_PATH, (_req, res) => {
    setHtmlSecurityHeaders(res, DOCS_PAGE_CSP);
    res.set('cache-control', REVALIDATE).type('html').send(publish().html);
  });
  return router;
}
