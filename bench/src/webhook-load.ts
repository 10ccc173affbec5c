import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { WEBHOOK_PATH, type OrderStatus } from '@marketplace/contracts';
import { signWebhook } from '@marketplace/service-kit';

/** A request ready to send: the body and the Standard-Webhooks headers signed over it. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * A partner's status webhook naming its own id of an order, each a new message id, signed with
 * `secret` as partners sign on their own machines: the bench signs ahead, outside the measured time.
 */
export function signedStatusWebhook(secret: string, orderId: string, status: OrderStatus): SignedWebhook {
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ event: 'order.status_changed', orderId, status });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook({ id, timestamp, body, secret }),
    },
  };
}

/**
 * `POST /api/webhook` through the gateway from `connections` connections, each request the next
 * webhook `next` gives; for `duration` seconds or `amount` requests, at most `overallRate` a second.
 */
export function postWebhooks(
  gatewayUrl: string,
  next: () => SignedWebhook,
  options: Pick<autocannon.Options, 'connections' | 'duration' | 'amount' | 'overallRate'>,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${gatewayUrl}${WEBHOOK_PATH}`,
        method: 'POST',
        ...options,
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
