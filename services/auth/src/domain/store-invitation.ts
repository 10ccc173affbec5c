import { STORE_INVITATION_DAYS, type StoreRole } from '@marketplace/contracts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

/** An invitation to join a store's members (issue 25), as stored: the token only as its hash. */
export interface StoreInvitationRecord {
  id: number;
  storeId: number;
  email: string;
  role: StoreRole;
  expiresAt: Date;
  acceptedAt: Date | null;
}

export interface NewStoreInvitation {
  storeId: number;
  email: string;
  role: StoreRole;
  tokenHash: string;
  invitedByAdminId: number;
  expiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new invitation's record and the token its link carries (never stored). */
export function issueInvitation(
  invitation: Omit<NewStoreInvitation, 'tokenHash' | 'expiresAt'>,
  now: Date,
): { record: NewStoreInvitation; token: string } {
  const token = newOpaqueToken();
  return {
    token,
    record: {
      ...invitation,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + STORE_INVITATION_DAYS * DAY_MS),
    },
  };
}

/** The vendor app's join screen, which accepts the token from the link. */
export function invitationLinkOf(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/vendor/join?token=${encodeURIComponent(token)}`;
}
