import { useState } from 'react';
import {
  PARTNER_ID_HEADER,
  WEBHOOK_CONFIG_TEXTS as T,
  WEBHOOK_EXAMPLE_PAYLOAD,
} from '@marketplace/contracts';
import { Badge, Button, Card, LoadFailure, Spinner } from '@marketplace/ui';
import reports from '../reports/reports.module.css';
import { PartnerSecretsSection } from './partner-secrets-section';
import { useCopy } from './use-copy';
import { useWebhookConfig, useWebhookReadiness } from './webhook-config-api';
import { bodySecretNotice } from './webhook-config-notices';
import styles from './webhook-config.module.css';

/**
 * Admin spec 2, Webhook Config: where partners post, the default secret (masked until revealed),
 * how to sign, the supported events, the example payload, and whether the endpoint is ready now;
 * and (issue 14) each partner's own secrets.
 */
export function WebhookConfigTab() {
  const config = useWebhookConfig();
  const ready = useWebhookReadiness();
  const [revealed, setRevealed] = useState(false);
  const copy = useCopy();

  if (config.isError) {
    return (
      <LoadFailure
        message={'Failed to load the webhook configuration.'}
        onRetry={() => void config.refetch()}
      />
    );
  }
  if (config.data === undefined) return <Spinner label="Loading the webhook configuration…" />;
  const { path, secret, signatureHeaders, toleranceSeconds, bodySecretAccepted, supportedEvents } =
    config.data;
  const url = `${window.location.origin}${path}`;
  const notice = bodySecretNotice(config.data);

  return (
    <div className={reports.panel}>
      {notice && (
        <Card className={styles.notice}>
          <div role="status" aria-live="polite">
            <div className={styles.titleRow}>
              <h2 className={reports.heading}>{notice.title}</h2>
              <Badge variant="destructive">Unsigned deliveries accepted</Badge>
            </div>
            <p className={styles.noticeText}>{notice.text}</p>
          </div>
        </Card>
      )}
      <Card className={styles.block}>
        <div className={styles.titleRow}>
          <h2 className={reports.heading}>Webhook Endpoint</h2>
          {ready.data === undefined ? (
            <Badge>Checking…</Badge>
          ) : ready.data ? (
            <Badge variant="success">{T.active}</Badge>
          ) : (
            <Badge variant="destructive">{T.unavailable}</Badge>
          )}
        </div>
        <p className={styles.label}>Webhook URL</p>
        <div className={styles.valueRow}>
          <code className={styles.value}>{url}</code>
          <Button
            size="small"
            variant="secondary"
            aria-label="Copy webhook URL"
            onClick={() => void copy(url)}
          >
            Copy
          </Button>
        </div>
        <p className={styles.label}>Authentication Secret</p>
        <div className={styles.valueRow}>
          <code className={styles.value}>{revealed ? secret : T.masked}</code>
          <Button size="small" variant="ghost" onClick={() => setRevealed(!revealed)}>
            {revealed ? 'Hide secret' : 'Reveal secret'}
          </Button>
          <Button size="small" variant="secondary" aria-label="Copy secret" onClick={() => void copy(secret)}>
            Copy
          </Button>
        </div>
        <p className={reports.muted}>The default secret, for partners without a secret of their own.</p>
      </Card>

      <Card className={styles.block}>
        <h2 className={reports.heading}>Integration Instructions</h2>
        <ol className={styles.steps}>
          <li>
            Send each status change as <code>POST {url}</code> with{' '}
            <code>Content-Type: application/json</code>.
          </li>
          <li>
            Name yourself in the <code>{PARTNER_ID_HEADER}</code> header: its value is your partner id, the id
            of your category config under Partner secrets below.
          </li>
          <li>
            Sign it the Standard Webhooks way: headers <code>{signatureHeaders.join(', ')}</code>, where the
            signature is <code>v1,</code> followed by the base64 HMAC-SHA256 of{' '}
            <code>{'{webhook-id}.{webhook-timestamp}.{body}'}</code> keyed with your secret (for a{' '}
            <code>whsec_</code> secret, the base64-decoded part after the prefix). Deliveries older than{' '}
            {toleranceSeconds / 60} minutes are refused, and a repeated <code>webhook-id</code> has no second
            effect.
          </li>
          <li>
            Each partner signs with its own secret, given once when it is created under Partner secrets.
            During a rotation the new and the previous secret both work until the previous one expires. The
            authentication secret above is the default, for partners without a secret of their own.
          </li>
          <li>
            Name the order in <code>orderId</code> by your own order id, the one your answer to our order gave
            us. A delivery can change only orders we sent to you.
          </li>
          <li>
            {bodySecretAccepted
              ? 'Older integrations may instead put the secret in the JSON body as "secret" (the example below); prefer signing.'
              : 'The secret in the JSON body is no longer accepted here: sign every delivery.'}
          </li>
          <li>
            Answers: 2xx accepted (or a repeat), 401 bad signature or secret, 400 a payload that does not fit.
          </li>
        </ol>
      </Card>

      <Card className={styles.block}>
        <h2 className={reports.heading}>Supported Events</h2>
        <ul className={styles.events}>
          {supportedEvents.map((event) => (
            <li key={event}>
              <code>{event}</code>
            </li>
          ))}
        </ul>
        <h2 className={reports.heading}>Example Payload</h2>
        <pre className={styles.payload}>{JSON.stringify(WEBHOOK_EXAMPLE_PAYLOAD, null, 2)}</pre>
      </Card>

      <PartnerSecretsSection />
    </div>
  );
}
