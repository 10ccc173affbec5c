import type { RotatePartnerSecretRequest } from '@marketplace/contracts';
import {
  newPartnerSecretValue,
  type ActivePartnerSecrets,
  type PartnerSecret,
  type PartnerSecretRepository,
} from '../../domain/partner-secret';

export interface PartnerSecretCommandDeps {
  secrets: PartnerSecretRepository;
  active: Pick<ActivePartnerSecrets, 'refresh'>;
  clock?: () => Date;
}

const HOUR_MS = 3_600_000;

/**
 * A new secret for the partner. Its previous secret keeps working for the grace period, so the
 * partner can switch without losing a delivery; any older one stops now.
 */
export async function rotatePartnerSecret(
  deps: PartnerSecretCommandDeps,
  request: { partnerId: number; graceHours: NonNullable<RotatePartnerSecretRequest['graceHours']> },
): Promise<PartnerSecret> {
  const now = (deps.clock ?? (() => new Date()))();
  const created = await deps.secrets.rotate({
    partnerId: request.partnerId,
    value: newPartnerSecretValue(),
    now,
    previousExpiresAt: new Date(now.getTime() + request.graceHours * HOUR_MS),
  });
  await deps.active.refresh();
  return created;
}
