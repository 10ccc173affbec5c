import { randomBytes } from 'node:crypto';
import type { PartnerSecretSummary } from '@marketplace/contracts';

/** A partner's own webhook secret (partner = category config id). */
export interface PartnerSecret {
  id: number;
  partnerId: number;
  /** `whsec_<base64>`, as the partner signs with it. */
  value: string;
  createdAt: Date;
  /** null: no expiry yet (the partner's newest secret). */
  expiresAt: Date | null;
}

export const isActiveSecret = (secret: Pick<PartnerSecret, 'expiresAt'>, now: Date): boolean =>
  secret.expiresAt === null || secret.expiresAt > now;

/** The Standard Webhooks form: 32 random bytes, the key length HMAC-SHA256 is built for. */
export function newPartnerSecretValue(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const PREVIEW_CHARACTERS = 4;

/** The secret as administrators see it after its creation: its last characters only. */
export function partnerSecretSummary(secret: PartnerSecret, now: Date): PartnerSecretSummary {
  return {
    id: secret.id,
    partnerId: secret.partnerId,
    preview: `whsec_…${secret.value.slice(-PREVIEW_CHARACTERS)}`,
    createdAt: secret.createdAt.toISOString(),
    expiresAt: secret.expiresAt?.toISOString() ?? null,
    active: isActiveSecret(secret, now),
  };
}

/** The partners that exist: a partner is a category config of the catalog service, by id. */
export interface PartnerDirectory {
  exists(partnerId: number): Promise<boolean>;
}

export interface PartnerSecretRepository {
  /**
   * Adds a new secret for the partner and, in the same transaction, makes its most recent active
   * secret expire at `previousExpiresAt` (never later than it already would) and any other active
   * one now, so at most two are active at once. Rotations of one partner run one after the other.
   */
  rotate(input: {
    partnerId: number;
    value: string;
    now: Date;
    previousExpiresAt: Date;
  }): Promise<PartnerSecret>;
  /** Makes the secret expire now (an expired one keeps its expiry); false when there is no such secret. */
  revoke(id: number, now: Date): Promise<boolean>;
  /** Every partner's secrets active at `moment` (no expiry, or a later one), newest first. */
  listActiveAt(moment: Date): Promise<PartnerSecret[]>;
}

/** The active secrets as last read, which webhook receipt checks without reading the database. */
export interface ActivePartnerSecrets {
  current(): readonly PartnerSecret[];
  /** Reads them again; after a write of this replica, so it takes effect here at once. */
  refresh(): Promise<void>;
}
