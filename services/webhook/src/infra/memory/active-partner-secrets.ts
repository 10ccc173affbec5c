import type {
  ActivePartnerSecrets,
  PartnerSecret,
  PartnerSecretRepository,
} from '../../domain/partner-secret';

/**
 * The partners' active secrets held in memory, so receiving a webhook reads no table: read at
 * start, after each write of this replica, and every few seconds (main.ts) for the writes of
 * others. A secret that expires between two reads is dropped by the check at receipt, which
 * compares its expiry with the time then.
 */
export function activePartnerSecrets(
  secrets: Pick<PartnerSecretRepository, 'listActiveAt'>,
  clock: () => Date = () => new Date(),
): ActivePartnerSecrets {
  let current: readonly PartnerSecret[] = [];
  // Reads finish in any order; a slower, older one must not replace a newer one's answer.
  let started = 0;
  let applied = 0;
  return {
    current: () => current,
    async refresh() {
      const ticket = ++started;
      const read = await secrets.listActiveAt(clock());
      if (ticket > applied) {
        applied = ticket;
        current = read;
      }
    },
  };
}
