import type { RotatePartnerSecretRequest } from '@marketplace/contracts';
import { UnknownPartnerError } from '../../domain/errors';
import {
  newPartnerSecretValue,
  type ActivePartnerSecrets,
  type PartnerDirectory,
  type PartnerSecret,
  type PartnerSecretRepository,
} from '../../domain/partner-secret';

export interface PartnerSecretCommandDeps {
  secrets: PartnerSecretRepository;
  active: Pick<ActivePartnerSecrets, 'refresh'>;
  clock?: () => Date;
}

export interface RotatePartnerSecretDeps extends PartnerSecretCommandDeps {
  partners: PartnerDirectory;
}

const HOUR_MS = 3_600_000;

/**
 * A new secret for the partner. Its previous secret keeps working for the grace period, so the
 * partner can switch without losing a delivery; any older one stops now. Only for a partner that
 * exists (a category config): a secret for any other id would be a working credential for nobody's
 * orders, there to be handed out.
 */
export async function rotatePartnerSecret(
  deps: RotatePartnerSecretDeps,
  request: { partnerId: number; graceHours: NonNullable<RotatePartnerSecretRequest['graceHours']> },
): Promise<PartnerSecret> {
  if (!(await deps.partners.exists(request.partnerId))) throw new UnknownPartnerError(request.partnerId);
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
