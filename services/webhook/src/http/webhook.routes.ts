import type { Express, NextFunction, Request, Response } from 'express';
import { startTime } from 'pino-http';
import { WEBHOOK_MESSAGES, type WebhookAcceptedResponse } from '@marketplace/contracts';
import { HttpError, toErrorResponse } from '@marketplace/service-kit';
import { receiveWebhook, type BodyProblem, type ReceiveWebhookDeps } from '../app/commands/receive-webhook';
import { WebhookRejectedError, type WebhookRejectionKind } from '../domain/errors';
import { truncateUserAgent } from '../domain/webhook-log';

export const WEBHOOK_PATH = '/api/webhook';

const REJECTION_STATUS: Readonly<Record<WebhookRejectionKind, number>> = {
  unauthenticated: 401,
  invalid_payload: 400,
  unsupported_status: 422,
  unsupported_media_type: 415,
  payload_too_large: 413,
};

/** The JSON parser's refusals that are the sender's doing; anything else stays a server error. */
const PARSER_PROBLEMS: Readonly<Record<string, BodyProblem['kind']>> = {
  'entity.parse.failed': 'invalid_json',
  'entity.too.large': 'payload_too_large',
  'encoding.unsupported': 'unsupported_media_type',
  'charset.unsupported': 'unsupported_media_type',
};

function bodyProblemOf(error: unknown): BodyProblem | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  const kind = typeof type === 'string' ? PARSER_PROBLEMS[type] : undefined;
  return kind && { kind, message: toErrorResponse(error).body.message };
}

/** IPv4 clients reach a dual-stack socket as `::ffff:a.b.c.d`; admins read the plain address. */
export function plainAddress(ip: string | undefined): string | null {
  return ip ? ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
}

async function handle(
  deps: ReceiveWebhookDeps,
  req: Request,
  res: Response,
  bodyProblem: BodyProblem | undefined,
) {
  try {
    const { duplicate } = await receiveWebhook(deps, {
      headers: req.headers,
      rawBody: req.rawBody,
      body: req.body,
      bodyProblem,
      sourceIp: plainAddress(req.ip ?? req.socket.remoteAddress),
      userAgent: truncateUserAgent(req.get('user-agent')),
      // pino-http stamps each response as the first middleware sees the request: its arrival.
      receivedAt: res[startTime] ?? Date.now(),
    });
    res.json(acceptedAnswer(duplicate));
  } catch (error) {
    throw asHttpError(error);
  }
}

export function acceptedAnswer(duplicate: boolean): WebhookAcceptedResponse {
  return duplicate
    ? { success: true, duplicate: true }
    : { success: true, message: WEBHOOK_MESSAGES.processed };
}

/** A refusal as the HTTP status and message the sender gets; any other error stays as it is. */
export function asHttpError(error: unknown): unknown {
  return error instanceof WebhookRejectedError
    ? new HttpError(REJECTION_STATUS[error.kind], error.message)
    : error;
}

/** POST /api/webhook: partners' pushes. Every request is logged, including those the parser refuses. */
export function mountWebhookRoutes(app: Express, deps: ReceiveWebhookDeps): void {
  app.post(WEBHOOK_PATH, async (req, res) => {
    // null: no body at all, which authentication and validation report; false: a body of another type.
    const notJson = req.is('application/json') === false;
    await handle(
      deps,
      req,
      res,
      notJson
        ? { kind: 'unsupported_media_type', message: WEBHOOK_MESSAGES.unsupportedMediaType }
        : undefined,
    );
  });

  // The JSON parser runs before any route, so its refusals arrive here as errors.
  app.use(WEBHOOK_PATH, async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const problem = req.method === 'POST' && req.path === '/' ? bodyProblemOf(error) : undefined;
    if (!problem) return next(error);
    await handle(deps, req, res, problem);
  });
}
