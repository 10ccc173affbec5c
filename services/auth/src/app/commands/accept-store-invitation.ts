import { unnamedStore, type StoreCatalog } from '../../domain/store-catalog';
import { InvitationForAnotherError, InvitationInvalidError, UserNotFoundError } from '../../domain/errors';
import { hashOpaqueToken, isWellFormedOpaqueToken } from '../../domain/opaque-token';
import type { UnitOfWork } from '../../domain/unit-of-work';
import type { StoreRole } from '@marketplace/contracts';

export interface AcceptStoreInvitationDeps {
  unitOfWork: UnitOfWork;
  storeCatalog: Pick<StoreCatalog, 'findStoreName'>;
  now: Date;
}

/**
 * POST /api/vendor/invitations/accept: the signed-in user joins the store, if the invitation was
 * sent to their email and is unused and unexpired. Used once: two accepts at once make one member.
 * An owner invited as staff stays the owner. The gateway's identity carries the store within
 * SESSION_CACHE_MS.
 */
export async function acceptStoreInvitation(
  deps: AcceptStoreInvitationDeps,
  { userId, token }: { userId: number; token: string },
): Promise<{ storeId: number; storeName: string; role: StoreRole }> {
  if (!isWellFormedOpaqueToken(token)) throw new InvitationInvalidError();
  const { invitation, role } = await deps.unitOfWork.run(async (tx) => {
    const found = await tx.storeInvitations.findUsable(hashOpaqueToken(token), deps.now);
    if (!found) throw new InvitationInvalidError();
    const user = await tx.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if ((user.email ?? '').toLowerCase() !== found.email.toLowerCase())
      throw new InvitationForAnotherError(found.email);
    if (!(await tx.storeInvitations.markAccepted(found.id, userId, deps.now)))
      throw new InvitationInvalidError();
    await tx.storeMemberships.grant(userId, { storeId: found.storeId, role: found.role });
    const memberships = await tx.storeMemberships.listOfUser(userId);
    const joined = memberships.find((membership) => membership.storeId === found.storeId)?.role ?? found.role;
    return { invitation: found, role: joined };
  });
  let storeName: string;
  try {
    storeName =
      (await deps.storeCatalog.findStoreName(invitation.storeId)) ?? unnamedStore(invitation.storeId);
  } catch {
    // Joined already: a catalog that cannot name the store does not undo that.
    storeName = unnamedStore(invitation.storeId);
  }
  return { storeId: invitation.storeId, storeName, role };
}
