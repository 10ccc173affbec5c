import { COMMUNITY_ADMIN_MESSAGES, type CommunityStatus } from '@marketplace/contracts';
import type { AdminCommunityRecord } from '../../domain/community';
import type { CommunityRepository } from '../../domain/community.repository';
import { NotFoundError } from '../../domain/errors';

/**
 * PATCH /api/admin/communities/{id}/status: any status from any other (admin spec 4). Residents'
 * pick-lists offer active communities only; those who already belong keep theirs.
 */
export async function setCommunityStatus(
  deps: { communities: CommunityRepository },
  input: { id: number; status: CommunityStatus },
): Promise<AdminCommunityRecord> {
  const updated = await deps.communities.setStatus(input.id, input.status);
  if (!updated) throw new NotFoundError(COMMUNITY_ADMIN_MESSAGES.notFound);
  return updated;
}
