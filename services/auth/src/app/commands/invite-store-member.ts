import type { StoreInvitationRequest } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import {
  AlreadyInvitedMemberError,
  InvitationNotSentError,
  StoreNotInvitableError,
} from '../../domain/errors';
import type { Mailer } from '../../domain/messaging';
import type { StoreCatalog } from '../../domain/store-catalog';
import { invitationLinkOf, issueInvitation, type StoreInvitationRecord } from '../../domain/store-invitation';
import { storeInvitationMessage } from '../../domain/store-invitation-message';
import type { StoreInvitationRepository } from '../../domain/store-invitation.repository';
import type { StoreMembershipRepository } from '../../domain/store-membership.repository';
import type { UserRepository } from '../../domain/user.repository';

export interface InviteStoreMemberDeps {
  storeCatalog: Pick<StoreCatalog, 'findStanding'>;
  users: Pick<UserRepository, 'findByEmail'>;
  storeMemberships: Pick<StoreMembershipRepository, 'isMember'>;
  storeInvitations: Pick<StoreInvitationRepository, 'create' | 'remove'>;
  mailer: Mailer;
  /** The customer app's origin, for the link. */
  publicUrl: string;
  logger: Pick<Logger, 'error'>;
  now: Date;
}

/**
 * POST /api/admin/vendors/{id}/invitations: a link to join a local store, by email, through the same
 * mailer as password resets. Whoever signs in with that email may accept it once within the week.
 * A link that could not be sent is taken back and the failure answered (and logged), so no token
 * lives that nobody received, and the administrator invites again.
 */
export async function inviteStoreMember(
  deps: InviteStoreMemberDeps,
  { storeId, adminId, request }: { storeId: number; adminId: number; request: StoreInvitationRequest },
): Promise<StoreInvitationRecord> {
  const standing = await deps.storeCatalog.findStanding(storeId);
  if (!standing) throw new StoreNotInvitableError('unknown');
  if (standing.kind !== 'local') throw new StoreNotInvitableError('partner');
  const invitee = await deps.users.findByEmail(request.email);
  if (invitee && (await deps.storeMemberships.isMember(invitee.id, storeId)))
    throw new AlreadyInvitedMemberError();

  const issued = issueInvitation(
    { storeId, email: request.email, role: request.role, invitedByAdminId: adminId },
    deps.now,
  );
  const invitation = await deps.storeInvitations.create(issued.record);
  const message = storeInvitationMessage(request.email, {
    storeName: standing.name,
    role: request.role,
    link: invitationLinkOf(deps.publicUrl, issued.token),
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, storeId, invitationId: invitation.id }, 'store invitation not sent');
    await deps.storeInvitations.remove(invitation.id);
    throw new InvitationNotSentError({ cause: error });
  }
  return invitation;
}
