import { WEBHOOK_CONFIG_TEXTS as T, type WebhookConfigResponse } from '@marketplace/contracts';

export interface ConfigNotice {
  title: string;
  text: string;
}

/**
 * What the Webhook Config tab must say before anything else (decision 176): that the body-secret
 * form is on, when it is. null when every delivery must be signed.
 */
export function bodySecretNotice(
  config: Pick<WebhookConfigResponse, 'bodySecretAccepted' | 'toleranceSeconds'>,
): ConfigNotice | null {
  if (!config.bodySecretAccepted) return null;
  return { title: T.bodySecretOnTitle, text: T.bodySecretOn(config.toleranceSeconds / 60) };
}
