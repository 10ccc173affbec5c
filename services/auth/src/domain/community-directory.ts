import type { Community } from '@marketplace/contracts';
import { CommunityNotFoundError, CommunityNotJoinableError } from './errors';

/** The catalog's communities as the auth service needs them: to check a choice, name it, fill an address. */
export interface CommunityDirectory {
  /**
   * Null when the catalog knows no such community (whatever its status: a resident keeps a community
   * that was deactivated later). Throws CommunityDirectoryUnavailableError when the catalog cannot say.
   */
  find(id: number): Promise<Community | null>;
}

/** The community a resident chose, or CommunityNotFoundError when the catalog has none of that id. */
export async function requireCommunity(directory: CommunityDirectory, id: number): Promise<Community> {
  const community = await directory.find(id);
  if (!community) throw new CommunityNotFoundError();
  return community;
}

/**
 * The community a resident moves to: it must be active, unless it already is theirs (a blocked or
 * inactive community keeps its residents, who may save their profile as it is).
 */
export async function requireJoinableCommunity(
  directory: CommunityDirectory,
  id: number,
  currentCommunityId: number | null,
): Promise<Community> {
  const community = await requireCommunity(directory, id);
  assertJoinable(community, [currentCommunityId]);
  return community;
}

/**
 * The one rule of joining: an active community, or one of those the resident already has (`theirs`:
 * their profile's, or the address being edited), which no choice of theirs newly ties to them.
 * Throws CommunityNotJoinableError otherwise.
 */
export function assertJoinable(community: Community, theirs: readonly (number | null)[]): void {
  if (community.status !== 'active' && !theirs.includes(community.id)) throw new CommunityNotJoinableError();
}
