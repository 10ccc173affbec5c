import type { PartnerSecretCommandDeps } from './rotate-partner-secret';

/**
 * The secret stops working now: here at once, on other replicas at their next read. False when
 * there is no such secret.
 */
export async function revokePartnerSecret(deps: PartnerSecretCommandDeps, id: number): Promise<boolean> {
  const now = (deps.clock ?? (() => new Date()))();
  if (!(await deps.secrets.revoke(id, now))) return false;
  await deps.active.refresh();
  return true;
}
