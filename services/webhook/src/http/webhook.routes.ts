import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { startTime } from 'pino-http';
import { WEBHOOK_MESSAGES, WEBHOOK_PATH } from '@marketplace/contracts';
import { toErrorResponse } from '@marketplace/service-kit';
import type { BodyProblem } from '../app/commands/receive-webhook';
import { handleDelivery, type DeliveryDeps, type ReadDelivery } from './webhook-delivery';

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

/** The body as the shared JSON parser left it. */
function parsedDelivery(req: Request, res: Response, bodyProblem: BodyProblem | undefined): ReadDelivery {
  return {
    rawBody: req.rawBody,
    body: req.body,
    bodyProblem,
    // pino-http stamps each response as the first middleware sees the request: its arrival.
    receivedAt: res[startTime] ?? Date.now(),
  };
}

/**
 * POST /api/webhook in the shapes the fast path leaves to Express (chunked, compressed, other
 * charsets, not JSON), read by the shared JSON parser for the same handler. Every request is logged.
 */
export function webhookRoutes(deps: DeliveryDeps): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, async (req, res) => {
    // null: no body at all, which authentication and validation report; false: a body of another type.
    const notJson = req.is('application/json') === false;
    const problem: BodyProblem | undefined = notJson
      ? { kind: 'unsupported_media_type', message: WEBHOOK_MESSAGES.unsupportedMediaType }
      : undefined;
    res.json(await handleDelivery(deps, req, parsedDelivery(req, res, problem)));
  });
  return router;
}

/**
 * The JSON parser's refusals of a webhook, which are logged and answered like any other refused
 * delivery. Mount at WEBHOOK_PATH on the app itself: the parser runs before any route, and Express
 * passes its errors to error handlers only, never into a router.
 */
export function webhookParserRefusals(deps: DeliveryDeps): ErrorRequestHandler {
  return async (error, req, res, next) => {
    const problem = req.method === 'POST' && req.path === '/' ? bodyProblemOf(error) : undefined;
    if (!problem) return next(error);
    res.json(await handleDelivery(deps, req, parsedDelivery(req, res, problem)));
  };
}
