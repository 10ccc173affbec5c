import type { Community } from '@marketplace/contracts';
import { CommunityNotFoundError } from './errors';

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
