import type { IncomingMessage } from 'node:http';
import { WEBHOOK_MESSAGES, type WebhookAcceptedResponse } from '@marketplace/contracts';
import { clientAddress } from '@marketplace/service-kit';
import {
  receiveWebhook,
  type IncomingWebhook,
  type ReceiveWebhookDeps,
} from '../app/commands/receive-webhook';
import { truncateUserAgent } from '../domain/webhook-log';
import { countAccepted, countThrown, type CountDelivery } from './webhook-metrics';

/** The use case's dependencies, and the metrics counter of deliveries. */
export interface DeliveryDeps extends ReceiveWebhookDeps {
  countDelivery?: CountDelivery;
}

/** What a transport gives the handler: the body as it read it, and when the request arrived. */
export type ReadDelivery = Pick<IncomingWebhook, 'rawBody' | 'body' | 'bodyProblem' | 'receivedAt'>;

/** IPv4 clients reach a dual-stack socket as `::ffff:a.b.c.d`; admins read the plain address. */
function plainAddress(ip: string | undefined): string | null {
  return ip ? ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
}

/**
 * The one handler of POST /api/webhook, whichever transport read the body: runs the use case and
 * gives the answer to an accepted delivery. A refusal is thrown (WebhookRejectedError), for the
 * transport to answer as toHttpError says.
 */
export async function handleDelivery(
  deps: DeliveryDeps,
  req: IncomingMessage,
  delivery: ReadDelivery,
): Promise<WebhookAcceptedResponse> {
  let duplicate: boolean;
  try {
    ({ duplicate } = await receiveWebhook(deps, {
      headers: req.headers,
      rawBody: delivery.rawBody,
      body: delivery.body,
      bodyProblem: delivery.bodyProblem,
      sourceIp: plainAddress(clientAddress(req)),
      userAgent: truncateUserAgent(req.headers['user-agent']),
      receivedAt: delivery.receivedAt,
    }));
  } catch (error) {
    countThrown(deps.countDelivery, error);
    throw error;
  }
  countAccepted(deps.countDelivery, duplicate);
  return duplicate
    ? { success: true, duplicate: true }
    : { success: true, message: WEBHOOK_MESSAGES.processed };
}
