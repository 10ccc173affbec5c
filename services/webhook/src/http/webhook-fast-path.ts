import type { IncomingMessage } from 'node:http';
import {
  assignRequestId,
  clientAddress,
  createIdentityVerifier,
  JSON_BODY_LIMIT_BYTES,
  logRequestCompleted,
  sendJson,
  toErrorResponse,
  type FastPath,
  type Logger,
} from '@marketplace/service-kit';
import { receiveWebhook, type BodyProblem, type ReceiveWebhookDeps } from '../app/commands/receive-webhook';
import { truncateUserAgent } from '../domain/webhook-log';
import { acceptedAnswer, asHttpError, plainAddress, WEBHOOK_PATH } from './webhook.routes';

export interface WebhookFastPathDeps extends ReceiveWebhookDeps {
  /** GATEWAY_SIGNING_SECRET */
  identitySecret: string;
  logger: Logger;
}

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

// What the shared JSON parser answers for a body it cannot read, so both paths log and say the same.
const INVALID_JSON: BodyProblem = {
  kind: 'invalid_json',
  message: toErrorResponse({ type: 'entity.parse.failed' }).body.message,
};

/**
 * The shape partners send: a UTF-8 JSON body of declared, acceptable length, not compressed, from
 * the gateway. Everything else (chunked, compressed, other charsets, empty, oversized, unsigned)
 * takes the Express route, whose answers and log rows for those cases stay as they are.
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('connection closed before the whole body arrived'));
    });
  });
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
 * without the route's per-request machinery (access-log child loggers, body-parser, ETag): the
 * busiest call of the system. The use case, its log rows and its answers are the route's own, and
 * so are the request id and the access line; only the transport is leaner.
 */
export function webhookFastPath(deps: WebhookFastPathDeps): FastPath {
  const { logger } = deps;
  const fromGateway = createIdentityVerifier(deps.identitySecret);
  return (req, res, next) => {
    if (!isPlainJsonDelivery(req) || !fromGateway(req.headers)) return next();
    const receivedAt = Date.now();
    const id = assignRequestId(req, res);
    readBody(req).then(
      async (rawBody) => {
        const { body, problem } = parseJsonBody(rawBody);
        try {
          const { duplicate } = await receiveWebhook(deps, {
            headers: req.headers,
            rawBody,
            body,
            bodyProblem: problem,
            sourceIp: plainAddress(clientAddress(req)),
            userAgent: truncateUserAgent(req.headers['user-agent']),
            receivedAt,
          });
          sendJson(res, 200, acceptedAnswer(duplicate));
        } catch (error) {
          const answer = toErrorResponse(asHttpError(error));
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
