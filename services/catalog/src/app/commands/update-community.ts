import { COMMUNITY_ADMIN_MESSAGES, type CommunityFormRequest } from '@marketplace/contracts';
import { communityFieldsOf, type AdminCommunityRecord } from '../../domain/community';
import { NotFoundError } from '../../domain/errors';
import type { CommunityFormDeps } from './create-community';

/** PUT /api/admin/communities/{id}: the whole form again; moved coordinates change who serves it. */
export async function updateCommunity(
  deps: CommunityFormDeps,
  input: { id: number; form: CommunityFormRequest },
): Promise<AdminCommunityRecord> {
  const updated = await deps.communities.update(input.id, await communityFieldsOf(deps.places, input.form));
  if (!updated) throw new NotFoundError(COMMUNITY_ADMIN_MESSAGES.notFound);
  return updated;
}
