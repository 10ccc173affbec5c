import type { IncomingMessage } from 'node:http';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import {
  assignRequestId,
  createIdentityVerifier,
  JSON_BODY_LIMIT_BYTES,
  logRequestCompleted,
  readBody,
  sendJson,
  toErrorResponse,
  type FastPath,
  type Logger,
} from '@marketplace/service-kit';
import type { BodyProblem } from '../app/commands/receive-webhook';
import { setRetryAfter, toHttpError } from './domain-errors.middleware';
import { handleDelivery, type DeliveryDeps } from './webhook-delivery';

export interface WebhookFastPathDeps extends DeliveryDeps {
  /** GATEWAY_SIGNING_SECRET */
  identitySecret: string;
  logger: Logger;
}

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

// What the shared JSON parser answers for a body it cannot read, so both transports log and say the same.
const INVALID_JSON: BodyProblem = {
  kind: 'invalid_json',
  message: toErrorResponse({ type: 'entity.parse.failed' }).body.message,
};

/**
 * The shape partners send: a UTF-8 JSON body of declared, acceptable length, not compressed, from
 * the gateway. Everything else (chunked, compressed, other charsets, empty, oversized, unsigned)
 * is left to Express (webhook.routes.ts), whose parser reads it for the same handler.
 */
function isPlainJsonDelivery(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (url !== WEBHOOK_PATH && !url.startsWith(`${WEBHOOK_PATH}?`)) return false;
  const { headers } = req;
  const length = Number(headers['content-length']);
  if (!(length > 0 && length <= JSON_BODY_LIMIT_BYTES) || headers['transfer-encoding'] !== undefined)
    return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  return JSON_MEDIA_TYPE.test(headers['content-type'] ?? '');
}

/** Parsed as the shared JSON parser does: byte-order mark dropped, only objects and arrays. */
function parseJsonBody(raw: Buffer): { body: unknown; problem?: BodyProblem } {
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const first = text[0] === '{' || text[0] === '[' ? text[0] : text.trimStart()[0];
  if (first !== '{' && first !== '[') return { body: undefined, problem: INVALID_JSON };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: undefined, problem: INVALID_JSON };
  }
}

/**
 * POST /api/webhook as partners send it, answered in front of Express (see withFastPath) and
 * without its per-request machinery (access-log child loggers, body-parser, ETag): the busiest call
 * of the system. The request id and the access line are the ones Express would give.
 */
export function webhookFastPath(deps: WebhookFastPathDeps): FastPath {
  const { logger } = deps;
  const fromGateway = createIdentityVerifier(deps.identitySecret);
  return (req, res, next) => {
    if (!isPlainJsonDelivery(req) || !fromGateway(req.headers, { method: 'POST', path: req.url! }))
      return next();
    const receivedAt = Date.now();
    const id = assignRequestId(req, res);
    readBody(req).then(
      async (rawBody) => {
        const { body, problem } = parseJsonBody(rawBody);
        try {
          sendJson(
            res,
            200,
            await handleDelivery(deps, req, { rawBody, body, bodyProblem: problem, receivedAt }),
          );
        } catch (error) {
          setRetryAfter(error, res);
          const answer = toErrorResponse(toHttpError(error), 'webhook');
          if (answer.headers)
            for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
          if (answer.status >= 500) logger.error({ err: error, req: { id } }, 'request failed');
          sendJson(res, answer.status, answer.body);
        }
        logRequestCompleted(logger, req, res, id, receivedAt);
      },
      // The sender went away mid-body: there is nobody to answer.
      () => res.destroy(),
    );
  };
}
