import type { PartnerSecretSummary } from '@marketplace/contracts';
import { partnerSecretSummary, type PartnerSecretRepository } from '../../domain/partner-secret';

export interface ListPartnerSecretsDeps {
  secrets: Pick<PartnerSecretRepository, 'listActiveAt'>;
  clock?: () => Date;
}

/** How long an expired secret stays in the list, so administrators see what a rotation did. */
const EXPIRED_SHOWN_MS = 30 * 24 * 3_600_000;

/** Every partner's secrets, newest first, without their values. */
export async function listPartnerSecrets(deps: ListPartnerSecretsDeps): Promise<PartnerSecretSummary[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const secrets = await deps.secrets.listActiveAt(new Date(now.getTime() - EXPIRED_SHOWN_MS));
  return secrets.map((secret) => partnerSecretSummary(secret, now));
}
